import {
  applyUpdate,
  registerServiceWorker,
  resetServiceWorkerRegistrationForTests,
  UPDATE_CHECK_MS,
} from '../../../src/lib/service-worker-registration';
import { updateReady } from '../../../src/features/offline/update-slice';

type Listener = () => void;

function listeners() {
  const map = new Map<string, Listener[]>();
  return {
    addEventListener: jest.fn((type: string, listener: Listener) => {
      map.set(type, [...(map.get(type) ?? []), listener]);
    }),
    fire: (type: string) => map.get(type)?.forEach((listener) => listener()),
  };
}

/** A worker whose state the test moves on. */
function fakeWorker(state: ServiceWorkerState = 'installing') {
  const events = listeners();
  const worker = {
    state,
    addEventListener: events.addEventListener,
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      events.fire('statechange');
    },
  };
  return worker;
}

function fakeRegistration(workers: { active?: object | null; waiting?: object | null } = {}) {
  const events = listeners();
  return {
    active: (workers.active ?? null) as ServiceWorker | null,
    waiting: (workers.waiting ?? null) as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: jest.fn(async () => undefined as unknown as ServiceWorkerRegistration),
    addEventListener: events.addEventListener,
    fire: events.fire,
  };
}

function fakeWorkbox(registration: ReturnType<typeof fakeRegistration>) {
  const events = listeners();
  return {
    addEventListener: events.addEventListener,
    // workbox-window reports a worker that waits when it registers.
    register: jest.fn(async () => {
      if (registration.waiting) queueMicrotask(() => events.fire('waiting'));
      return registration as unknown as ServiceWorkerRegistration;
    }),
    messageSkipWaiting: jest.fn(),
    fire: events.fire,
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

async function setup(registration = fakeRegistration({ active: {}, waiting: {} })) {
  const workbox = fakeWorkbox(registration);
  const createWorkbox = jest.fn(() => workbox);
  const dispatch = jest.fn();
  const reload = jest.fn();
  const timers: Array<[() => void, number]> = [];
  await registerServiceWorker(
    { dispatch },
    {
      enabled: true,
      register: async () => registration,
      createWorkbox: createWorkbox as never,
      reload,
      setInterval: (run, ms) => timers.push([run, ms]),
    },
  );
  await flush();
  return { registration, workbox, createWorkbox, dispatch, reload, timers };
}

afterEach(() => resetServiceWorkerRegistrationForTests());

describe('service worker registration', () => {
  it('does nothing outside production builds', async () => {
    const register = jest.fn();
    await registerServiceWorker({ dispatch: jest.fn() }, { register });
    expect(register).not.toHaveBeenCalled();
  });

  it('does not download workbox-window when no new version waits (a first install, a visit without update)', async () => {
    const { createWorkbox, dispatch } = await setup(fakeRegistration({ active: {} }));
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('announces a version that was already waiting and never reloads on its own', async () => {
    const { workbox, createWorkbox, dispatch, reload } = await setup();
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
    expect(dispatch).toHaveBeenCalledWith(updateReady());
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('announces an update found later once it has installed, not while it installs', async () => {
    const registration = fakeRegistration({ active: {} });
    const { createWorkbox, dispatch } = await setup(registration);
    const worker = fakeWorker();
    registration.installing = worker as unknown as ServiceWorker;
    registration.fire('updatefound');
    await flush();
    expect(createWorkbox).not.toHaveBeenCalled();
    registration.waiting = worker as unknown as ServiceWorker;
    worker.moveTo('installed');
    await flush();
    expect(createWorkbox).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(updateReady());
  });

  it('treats the first install as no update: it has no active worker to wait behind', async () => {
    const registration = fakeRegistration();
    const { createWorkbox } = await setup(registration);
    const worker = fakeWorker();
    registration.installing = worker as unknown as ServiceWorker;
    registration.fire('updatefound');
    registration.waiting = worker as unknown as ServiceWorker; // waiting for an instant, then activating
    worker.moveTo('installed');
    await flush();
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('loads workbox-window once however often a waiting version is seen', async () => {
    const { registration, createWorkbox } = await setup();
    const worker = fakeWorker();
    registration.installing = worker as unknown as ServiceWorker;
    registration.fire('updatefound');
    worker.moveTo('installed');
    await flush();
    expect(createWorkbox).toHaveBeenCalledTimes(1);
  });

  it('tries again with the next update when workbox-window could not be downloaded', async () => {
    const registration = fakeRegistration({ active: {}, waiting: {} });
    const workbox = fakeWorkbox(registration);
    const createWorkbox = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(workbox);
    const dispatch = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerServiceWorker(
      { dispatch },
      { enabled: true, register: async () => registration, createWorkbox, setInterval: () => undefined },
    );
    await flush();
    expect(error).toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    const worker = fakeWorker();
    registration.installing = worker as unknown as ServiceWorker;
    registration.fire('updatefound');
    worker.moveTo('installed');
    await flush();
    expect(createWorkbox).toHaveBeenCalledTimes(2);
    expect(dispatch).toHaveBeenCalledWith(updateReady());
    error.mockRestore();
  });

  it('activates the waiting worker and reloads once it controls the page', async () => {
    const { workbox, reload } = await setup();
    await applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab already activated the new version', async () => {
    const { registration, workbox, reload } = await setup();
    registration.waiting = null;
    await applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version every hour (kiosks never navigate away)', async () => {
    const { registration, timers } = await setup(fakeRegistration({ active: {} }));
    expect(timers).toHaveLength(1);
    const [check, ms] = timers[0]!;
    expect(ms).toBe(UPDATE_CHECK_MS);
    check();
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
