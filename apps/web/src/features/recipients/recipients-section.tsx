import './i18n';
import type { Recipient } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { ContactForm } from './contact-form';
import { useAddRecipient, useRecipients, useRemoveRecipient, useResendConfirmation } from './use-recipients';

const PAGE = 20;
const TONES = { active: 'green', awaiting_confirmation: 'amber', unsubscribed: 'slate' } as const;

export interface RecipientsSectionProps {
  businessId: string;
  /** The caller is an editor or owner of the business's workspace: they add and remove contacts. */
  canEdit: boolean;
}

/**
 * Who gets a business's reminders (decision 023): the members who opted in and the outside
 * contacts. Any member opts themselves in or out; an editor adds and removes contacts. Meant for
 * the business page (`/app/businesses/{id}`), which mounts it.
 */
export function RecipientsSection({ businessId, canEdit }: RecipientsSectionProps) {
  const { t } = useTranslation('recipients');
  const [limit, setLimit] = useState(PAGE);
  const recipients = useRecipients(businessId, limit);
  const optIn = useAddRecipient(businessId);
  const remove = useRemoveRecipient(businessId);
  const resend = useResendConfirmation(businessId);
  const items = recipients.data?.items ?? [];
  const mine = items.find((r) => r.is_me);
  const optInNow = () =>
    optIn.mutate(
      { kind: 'member' },
      {
        onSuccess: () => toast.success(t('optedIn')),
        onError: (error) => toast.error(mutationErrorMessage(error, t('failed'))),
      },
    );
  return (
    <section aria-labelledby={`recipients-${businessId}`} className="space-y-3">
      <h3 id={`recipients-${businessId}`} className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {recipients.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('loadFailed')}
        </p>
      )}
      {recipients.isSuccess && items.length === 0 && <p className="text-sm text-slate-600">{t('empty')}</p>}
      <ul className="divide-y divide-slate-100">
        {items.map((recipient) => (
          <RecipientRow
            key={recipient.id}
            recipient={recipient}
            removable={canEdit || recipient.is_me}
            pending={remove.isPending}
            onRemove={() => remove.mutate({ id: recipient.id, self: recipient.is_me })}
            // A lost confirmation e-mail: an editor sends it again (the server keeps the caps).
            resendable={canEdit && recipient.status === 'awaiting_confirmation' && recipient.email !== null}
            resending={resend.isPending && resend.variables?.id === recipient.id}
            onResend={() => resend.mutate(recipient)}
          />
        ))}
      </ul>
      {recipients.data && recipients.data.total > items.length && (
        <Button variant="ghost" size="sm" onClick={() => setLimit(limit + PAGE)}>
          {t('more')}
        </Button>
      )}
      {recipients.isSuccess &&
        (mine ? (
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: mine.id, self: true })}
          >
            {t('optOut')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            disabled={optIn.isPending}
            aria-busy={optIn.isPending}
            onClick={optInNow}
          >
            {t('optIn')}
          </Button>
        ))}
      {canEdit && <ContactForm businessId={businessId} />}
    </section>
  );
}

function RecipientRow(props: {
  recipient: Recipient;
  removable: boolean;
  pending: boolean;
  onRemove: () => void;
  resendable: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('recipients');
  const { recipient: r } = props;
  const name = r.is_me ? t('you', { name: r.name }) : r.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="break-words text-slate-900">{name}</p>
        <p className="break-all text-sm text-slate-600">
          {[t(`kinds.${r.kind}`), r.email, ...r.channels.map((c) => t(`channels.${c}`))]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={TONES[r.status]}>{t(`status.${r.status}`)}</Badge>
        {props.resendable && (
          <Button
            variant="secondary"
            size="sm"
            disabled={props.resending}
            aria-label={t('resendNamed', { name: r.name })}
            onClick={props.onResend}
          >
            {t('resend')}
          </Button>
        )}
        {props.removable && !r.is_me && (
          <Button
            variant="secondary"
            size="sm"
            disabled={props.pending}
            aria-label={t('removeNamed', { name: r.name })}
            onClick={props.onRemove}
          >
            {t('remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
