import { cookieSource } from '../../../src/shared/domain/page-widgets/cookie-source';

describe('cookie declaration source ("Cookie list item")', () => {
  const host = 'trials.example.org';

  it('uses the current host unless useDomain is set', () => {
    expect(cookieSource({ sourceValue: 'cdn.example.com', useDomain: false, applyPrefix: false }, host)).toBe(
      host,
    );
    expect(cookieSource({ sourceValue: 'cdn.example.com', useDomain: true, applyPrefix: false }, host)).toBe(
      'cdn.example.com',
    );
  });

  it('adds one leading dot with applyPrefix, never two', () => {
    expect(cookieSource({ sourceValue: 'example.com', useDomain: true, applyPrefix: true }, host)).toBe(
      '.example.com',
    );
    expect(cookieSource({ sourceValue: '.example.com', useDomain: true, applyPrefix: true }, host)).toBe(
      '.example.com',
    );
    expect(cookieSource({ sourceValue: '', useDomain: false, applyPrefix: true }, host)).toBe(
      '.trials.example.org',
    );
  });

  it('leaves an empty source empty (no lone dot)', () => {
    expect(cookieSource({ sourceValue: '  ', useDomain: true, applyPrefix: true }, host)).toBe('');
  });
});
