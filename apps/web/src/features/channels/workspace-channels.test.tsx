import type { WorkspaceChannel } from '@lt/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { toast } from '../../lib/toast';
import { WorkspaceChannels } from './workspace-channels';

const WS = 'w1';
const slack: WorkspaceChannel = {
  id: 'c1',
  kind: 'slack',
  url_hint: 'hooks.slack.com/…XyZ9',
  enabled: false,
  consecutive_failures: 5,
  disabled_reason: 'HTTP 404: no_service',
  created_at: '2026-06-01T12:00:00Z',
};

describe('Workspace channels', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('adds a webhook and shows its secret once, sends a test and shows the answer', async () => {
    const list: WorkspaceChannel[] = [slack];
    const api = fakeApi({
      [`GET /workspaces/${WS}/channels/`]: () => ({ body: list }),
      [`POST /workspaces/${WS}/channels/`]: ({ body }: { body: { kind: string; url: string } }) => {
        const created = {
          ...slack,
          id: 'c2',
          kind: body.kind as WorkspaceChannel['kind'],
          enabled: true,
          disabled_reason: null,
        };
        list.push({ ...created, consecutive_failures: 0 });
        return { status: 201, body: { ...created, secret: 'whsec_c2VjcmV0' } };
      },
      [`POST /workspaces/${WS}/channels/c1/test/`]: { ok: false, status: 404, error: 'HTTP 404: no_service' },
    });
    const user = userEvent.setup();
    renderApp(<WorkspaceChannels workspaceId={WS} canManage />);
    expect(
      await screen.findByText(
        'Turned off after repeated failures: HTTP 404: no_service. A test that goes through turns it back on.',
      ),
    ).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Kind'), 'webhook');
    await user.type(screen.getByLabelText(/URL/), 'https://example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    expect((await screen.findByTestId('channel-secret')).textContent).toBe('whsec_c2VjcmV0');
    expect(api.to('POST', `/workspaces/${WS}/channels/`).map((c) => c.body)).toEqual([
      { kind: 'webhook', url: 'https://example.com/hook' },
    ]);
    await user.click(screen.getByRole('button', { name: 'I saved it' }));
    expect(screen.queryByTestId('channel-secret')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Send a test message to Slack hooks.slack.com/…XyZ9' }),
    );
    expect(await screen.findByText('The test did not go through: HTTP 404: no_service')).toBeTruthy();
  }, 30_000);

  it('is read-only for a member who is not an owner', async () => {
    fakeApi({ [`GET /workspaces/${WS}/channels/`]: [slack] });
    renderApp(<WorkspaceChannels workspaceId={WS} canManage={false} />);
    expect(await screen.findByText('hooks.slack.com/…XyZ9')).toBeTruthy();
    expect(
      screen.getByText('Only an owner of this workspace can add, test or delete channels.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete|Send/ })).toBeNull());
    expect(screen.queryByLabelText('Kind')).toBeNull();
  });
});
