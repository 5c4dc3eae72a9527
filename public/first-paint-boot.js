/* global document, requestAnimationFrame, setTimeout */
// Starts the app on a page the server sent with its first screen already rendered
// (src/server/first-paint): the page's code is requested only once that screen is on display, so
// on a slow connection the markup and its stylesheets get the network first. The server lists
// the module entry and its chunks on this element; a same-origin file, as the CSP requires.
(function () {
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (boot.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  // A few preloads per task: each insertion starts a fetch, and some twenty-five of them in one
  // go make a task a slow phone feels (about 15 ms here, 60 ms at a phone's speed).
  var PRELOADS_PER_TASK = 6;
  function preloadFrom(index) {
    chunks.slice(index, index + PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (index + PRELOADS_PER_TASK < chunks.length) {
      setTimeout(function () {
        preloadFrom(index + PRELOADS_PER_TASK);
      }, 0);
      return;
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    preloadFrom(0);
  }
  // After the next frame (the first paint); a hidden tab draws no frames, so a timer backs it up.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
