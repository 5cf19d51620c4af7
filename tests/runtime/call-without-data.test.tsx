// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCall } from '../../src/pages/page-data';

// showLoanApply answers code 200 with no data before any application (spec/openapi.yaml): the
// /teaLoanApply page opened with a console error under `npm run dev` and the record's call in error.
vi.mock('../../src/lib/http', () => ({ lastMessage: new Map(), callOperation: async () => undefined }));

afterEach(cleanup);

function LoanCheck() {
  const answer = useCall('showLoanApply', { memberId: 'm1' });
  return <p>{answer.isPending ? '加载中' : answer.isError ? '失败' : `无申请 ${String(answer.data)}`}</p>;
}

describe('a call answered without data', () => {
  it('is an answer with nothing to show, not a failure, and nothing is said on the console', async () => {
    const errors = vi.spyOn(console, 'error');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LoanCheck />
      </QueryClientProvider>,
    );
    await screen.findByText('无申请 undefined');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
