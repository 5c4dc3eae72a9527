import {
  applyUpdate,
  registerServiceWorker,
  resetServiceWorkerRegistrationForTests,
  UPDATE_CHECK_MS,
} from '../../../src/lib/service-worker-registration';
import { updateReady } from '../../../src/features/offline/update-slice';

type Listener = () => void;

function fakeWorkbox(registration: Partial<ServiceWorkerRegistration>) {
  const listeners = new Map<string, Listener[]>();
  return {
    addEventListener: jest.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: jest.fn(async () => registration as ServiceWorkerRegistration),
    update: jest.fn(async () => undefined),
    messageSkipWaiting: jest.fn(),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
}

async function setup(registration: Partial<ServiceWorkerRegistration> = { waiting: {} as ServiceWorker }) {
  const workbox = fakeWorkbox(registration);
  const dispatch = jest.fn();
  const reload = jest.fn();
  const timers: Array<[() => void, number]> = [];
  await registerServiceWorker(
    { dispatch },
    {
      enabled: true,
      createWorkbox: () => workbox as never,
      reload,
      setInterval: (run, ms) => timers.push([run, ms]),
    },
  );
  return { workbox, dispatch, reload, timers };
}

afterEach(() => resetServiceWorkerRegistrationForTests());

describe('service worker registration', () => {
  it('does nothing outside production builds', async () => {
    const createWorkbox = jest.fn();
    await registerServiceWorker({ dispatch: jest.fn() }, { createWorkbox });
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('announces a waiting version and never reloads on its own', async () => {
    const { workbox, dispatch, reload } = await setup();
    await Promise.resolve();
    expect(workbox.register).toHaveBeenCalled();
    workbox.fire('waiting');
    expect(dispatch).toHaveBeenCalledWith(updateReady());
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('activates the waiting worker and reloads once it controls the page', async () => {
    const { workbox, reload } = await setup();
    await Promise.resolve();
    applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab already activated the new version', async () => {
    const { workbox, reload } = await setup({ waiting: null });
    await Promise.resolve();
    applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version every hour (kiosks never navigate away)', async () => {
    const { workbox, timers } = await setup();
    expect(timers).toHaveLength(1);
    const [check, ms] = timers[0]!;
    expect(ms).toBe(UPDATE_CHECK_MS);
    check();
    expect(workbox.update).toHaveBeenCalled();
  });
});
