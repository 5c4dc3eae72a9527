import { ApiError, ContractError, NetworkError } from '../../../src/lib/api-client';
import { readFailureCause } from '../../../sagas/outbox/pending-cause';

describe('why a read failed, as the waiting message tells it', () => {
  it('is offline only when no answer came', () => {
    expect(readFailureCause(new NetworkError('GetSites', 'ERR_NETWORK'))).toBe('offline');
    expect(readFailureCause(new NetworkError('GetSites', 'ECONNABORTED'))).toBe('offline');
  });

  it('is a server problem when the server answered an error or an answer the page cannot use', () => {
    const problem = { type: 'about:blank', title: 'Service Unavailable', status: 503 };
    expect(readFailureCause(new ApiError('GetSites', 503, problem as never))).toBe('server');
    expect(readFailureCause(new ContractError('GetSites', []))).toBe('server');
  });
});
