import { act, render, screen } from '@testing-library/react';
import { useModuleWhen } from '../../src/components/use-module-when';

interface Part {
  text: string;
}

function Probe({
  wanted,
  load,
  retryKey,
}: {
  wanted: boolean;
  load: () => Promise<Part>;
  retryKey?: unknown;
}) {
  const part = useModuleWhen(wanted, load, retryKey);
  return <p>{part ? part.text : 'nothing'}</p>;
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useModuleWhen', () => {
  it('downloads nothing while the part is not wanted', async () => {
    const load = jest.fn(async () => ({ text: 'loaded' }));
    render(<Probe wanted={false} load={load} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('downloads once when wanted, and keeps the module when no longer wanted', async () => {
    const load = jest.fn(async () => ({ text: 'loaded' }));
    const view = render(<Probe wanted load={load} />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    view.rerender(<Probe wanted={false} load={load} />);
    view.rerender(<Probe wanted load={load} />);
    await settle();
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download when the retry key changes (back online)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<Part>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ text: 'loaded' });
    const view = render(<Probe wanted load={load} retryKey={false} />);
    await settle();
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    view.rerender(<Probe wanted load={load} retryKey />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('ignores a download that finishes after the component is gone', async () => {
    let finish: (part: Part) => void = () => undefined;
    const load = jest.fn(() => new Promise<Part>((resolve) => (finish = resolve)));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(<Probe wanted load={load} />);
    view.unmount();
    await act(async () => finish({ text: 'late' }));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
