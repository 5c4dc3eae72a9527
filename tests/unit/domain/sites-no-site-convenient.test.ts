import { noSiteConvenientStatus } from '../../../src/shared/domain/sites/no-site-convenient';

describe('no site convenient status', () => {
  it.each([
    [{ invitedSite: 'S-1', invitedProtocol: 'P-1' }, 'Site-not-convenient'],
    [{ invitedSite: 'S-1' }, 'No-site-convenient'],
    [{ invitedProtocol: 'P-1' }, 'No-site-convenient'],
    [{ invitedSite: ' ', invitedProtocol: 'P-1' }, 'No-site-convenient'],
    [{ invitedSite: null, invitedProtocol: null }, 'No-site-convenient'],
    [{}, 'No-site-convenient'],
  ])('%p → %s', (invited, expected) => {
    expect(noSiteConvenientStatus(invited)).toBe(expected);
  });
});
