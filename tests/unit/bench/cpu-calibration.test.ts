import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER, HostSpeed } from '../../bench/cpu-calibration';

describe('the CPU slowdown calibrated to a phone', () => {
  it("is the host's benchmark index over the phone's", () => {
    // The figures of this machine class: about 4x for the mid-tier phone, 13x for the low-tier one.
    expect(cpuMultiplierFor(3_450, 'midTier')).toBe(3.5);
    expect(cpuMultiplierFor(3_450, 'lowTier')).toBe(13.1);
    // A slower (or busier) host needs less slowdown to be the same phone.
    expect(cpuMultiplierFor(1_800, 'midTier')).toBe(1.8);
  });

  it('never makes the host faster than it is, and refuses a missing index', () => {
    expect(cpuMultiplierFor(600, 'midTier')).toBe(1);
    expect(() => cpuMultiplierFor(Number.NaN, 'midTier')).toThrow('no host benchmark index');
    expect(() => cpuMultiplierFor(0, 'lowTier')).toThrow('no host benchmark index');
  });

  it("follows the host's speed over its latest runs, one odd run moving it little", () => {
    const host = new HostSpeed(3);
    expect(host.known).toBe(false);
    host.observe(4_000);
    expect(host.multiplier('midTier')).toBe(4);
    host.observe(3_900);
    host.observe(900); // one run while another job ran
    expect(host.index).toBe(3_900);
    host.observe(2_000);
    host.observe(2_100);
    // The host slowed down for good: the median of the last three follows it.
    expect(host.index).toBe(2_000);
    host.observe(Number.NaN);
    expect(host.index).toBe(2_000);
    expect(host.multiplier('default')).toBe(DEFAULT_CPU_MULTIPLIER);
  });
});
