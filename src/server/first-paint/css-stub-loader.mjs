// Node module hook for the server's render of the first screen (src/app/first-paint.tsx): the
// components import their stylesheets, which only the bundler understands; on the server a
// stylesheet is an empty module (the page links the built CSS files instead).
export async function load(url, context, nextLoad) {
  if (/\.css(\?.*)?$/.test(url))
    return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
