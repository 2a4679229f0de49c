import type { Recipient } from '@lt/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { fakeApi } from '../../../test/fake-api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { RecipientsSection } from './recipients-section';

const BIZ = 'b1';
const PATH = `/businesses/${BIZ}/recipients/`;

function recipient(overrides: Partial<Recipient> = {}): Recipient {
  return {
    id: 'r1',
    kind: 'contact',
    user_id: null,
    name: 'Camille Client',
    email: 'camille@example.ca',
    phone_number: null,
    language: 'fr',
    channels: ['email'],
    status: 'awaiting_confirmation',
    is_me: false,
    created_at: '2026-11-01T13:00:00.000Z',
    ...overrides,
  };
}

const ME = recipient({
  id: 'r2',
  kind: 'member',
  user_id: 'u1',
  name: 'Marie Tremblay',
  email: 'marie@example.ca',
  status: 'active',
  is_me: true,
});

/** A list that grows with each POST, as the server's would. */
function recipientsApi(
  start: Recipient[],
  onPost?: (body: Record<string, unknown>) => { status: number; body: unknown } | null,
  more: Record<string, unknown> = {},
) {
  const rows = [...start];
  return fakeApi({
    ...more,
    [`GET ${PATH}`]: () => ({ body: rows, headers: { 'X-Total-Count': String(rows.length) } }),
    [`POST ${PATH}`]: (request: { body: unknown }) => {
      const body = request.body as Record<string, unknown>;
      const refused = onPost?.(body);
      if (refused) return refused;
      const created =
        body.kind === 'member'
          ? ME
          : recipient({ id: `r${rows.length + 10}`, name: String(body.name), email: String(body.email) });
      rows.push(created);
      return { status: 201, body: created };
    },
    [`DELETE ${PATH}r1/`]: () => {
      rows.splice(
        rows.findIndex((r) => r.id === 'r1'),
        1,
      );
      return { status: 204 };
    },
    [`DELETE ${PATH}r2/`]: () => {
      rows.splice(
        rows.findIndex((r) => r.id === 'r2'),
        1,
      );
      return { status: 204 };
    },
  });
}

describe('RecipientsSection', () => {
  afterEach(async () => {
    act(() => toast.remove());
    await act(() => i18n.changeLanguage('en'));
  });

  it('lists recipients with their state; a viewer opts in and out but sees no contact form or Remove', async () => {
    const api = recipientsApi([recipient()]);
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit={false} />);
    const row = (await screen.findByText('Camille Client')).closest('li')!;
    expect(within(row).getByText('Waiting for confirmation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send me these reminders' }));
    expect(await screen.findByText('Marie Tremblay (you)')).toBeTruthy();
    expect(api.to('POST', PATH)[0]!.body).toEqual({ kind: 'member' });

    await userEvent.click(screen.getByRole('button', { name: 'Stop sending me these reminders' }));
    await waitFor(() => expect(screen.queryByText('Marie Tremblay (you)')).toBeNull());
    expect(api.to('DELETE', `${PATH}r2/`)).toHaveLength(1);
  });

  it('an editor adds a contact, and the server’s refusal shows next to the field it names', async () => {
    const api = recipientsApi([], (body) =>
      body.email === 'not-an-address'
        ? { status: 400, body: { detail: 'email: must be an e-mail address' } }
        : null,
    );
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit />);
    expect(await screen.findByText('Only the person who added the business gets reminders.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Léo Gérant');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be an e-mail address')).toBeTruthy();

    await userEvent.clear(email);
    await userEvent.type(email, 'leo@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Léo Gérant')).toBeTruthy();
    expect(api.to('POST', PATH).at(-1)!.body).toEqual({
      kind: 'contact',
      name: 'Léo Gérant',
      email: 'leo@example.ca',
      phone_number: '',
      language: 'en',
      channels: ['email'],
    });
  });

  it('an editor removes a contact', async () => {
    const api = recipientsApi([recipient()]);
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Camille Client' }));
    await waitFor(() => expect(screen.queryByText('Camille Client')).toBeNull());
    expect(api.to('DELETE', `${PATH}r1/`)).toHaveLength(1);
  });

  it('an editor resends the confirmation of a contact still waiting, and only of one', async () => {
    const confirmed = recipient({ id: 'r3', name: 'Dana Done', email: 'dana@example.ca', status: 'active' });
    const api = recipientsApi([recipient(), confirmed, ME], undefined, {
      [`POST ${PATH}r1/resend/`]: recipient(),
    });
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit />);
    const resend = await screen.findByRole('button', {
      name: 'Resend the confirmation e-mail to Camille Client',
    });
    // Only the one waiting: nothing to resend to a confirmed contact or a member.
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    await userEvent.click(resend);
    expect(await screen.findByText('We e-mailed camille@example.ca the link to confirm again.')).toBeTruthy();
    expect(api.to('POST', `${PATH}r1/resend/`)).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses a resend; a viewer has no Resend', async () => {
    recipientsApi([recipient()], undefined, {
      [`POST ${PATH}r1/resend/`]: () => ({
        status: 409,
        body: { detail: 'This contact was already sent 3 confirmation e-mails; they can use the last one.' },
      }),
    });
    const { unmount } = renderWithQueries(<RecipientsSection businessId={BIZ} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: /^Resend the confirmation/ }));
    expect(
      await screen.findByText(
        'This contact was already sent 3 confirmation e-mails; they can use the last one.',
      ),
    ).toBeTruthy();
    unmount();
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit={false} />);
    expect(await screen.findByText('Camille Client')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });

  it('speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    recipientsApi([recipient()]);
    renderWithQueries(<RecipientsSection businessId={BIZ} canEdit />);
    expect(await screen.findByText('En attente de confirmation')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Qui reçoit les rappels' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter le contact' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Renvoyer le courriel de confirmation à Camille Client' })
        .textContent,
    ).toBe('Renvoyer la confirmation');
  });
});
