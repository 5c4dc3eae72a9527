import { initialTabIndex, nextTabIndex } from '../../../src/shared/domain/widgets/roving-tabs';
import {
  GRID_COLUMNS,
  SIDE_BY_SIDE_LAYOUTS,
  sideBySideSpans,
} from '../../../src/shared/domain/widgets/side-by-side';

describe('side-by-side column spans', () => {
  it('maps the three layouts to 6/6, 8/4 and 4/8', () => {
    expect(sideBySideSpans('FiftyFifty')).toEqual([6, 6]);
    expect(sideBySideSpans('SeventyThirty')).toEqual([8, 4]);
    expect(sideBySideSpans('ThirtySeventy')).toEqual([4, 8]);
  });

  it('always fills the 12-column grid', () => {
    for (const layout of SIDE_BY_SIDE_LAYOUTS) {
      const [left, right] = sideBySideSpans(layout);
      expect(left + right).toBe(GRID_COLUMNS);
    }
  });
});

describe('tab keyboard rules (WAI-ARIA tabs)', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowDown', 1, 3)).toBe(2);
    expect(nextTabIndex('ArrowUp', 1, 3)).toBe(0);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
    expect(nextTabIndex('Enter', 1, 4)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });

  it('starts at index 0, also for an out-of-range request', () => {
    expect(initialTabIndex(undefined, 3)).toBe(0);
    expect(initialTabIndex(2, 3)).toBe(2);
    expect(initialTabIndex(3, 3)).toBe(0);
    expect(initialTabIndex(-1, 3)).toBe(0);
    expect(initialTabIndex(1.5, 3)).toBe(0);
  });
});
