import './i18n';
import { ADMIN_PAGE_SIZE, type AdminReminder, type ReminderStatus } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { formatPlainDate, PlainDateText } from '../../components/ui/plain-date-text';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { formatInstant } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { useAdminReminders } from './use-admin-reminders';
import { useRunReminders } from './use-run-reminders';

/** The statuses an admin filters by; `sending` only lasts while a worker holds the delivery. */
const FILTERS = [
  'sent',
  'failed',
  'pending',
  'skipped',
  'cancelled',
] as const satisfies readonly ReminderStatus[];

const TONES: Record<ReminderStatus, BadgeTone> = {
  sent: 'green',
  failed: 'red',
  pending: 'amber',
  sending: 'blue',
  skipped: 'slate',
  cancelled: 'slate',
};

const COLUMNS = [
  'license',
  'business',
  'owner',
  'channel',
  'daysBefore',
  'expiry',
  'status',
  'attempts',
  'error',
  'when',
] as const;

/**
 * Reminders: every delivery, most recently changed first, by status; 50 a page (issue #6). A super
 * admin may also send what is due now instead of waiting for the worker's next sweep.
 */
export function RemindersTab({ canRunNow = false }: { canRunNow?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<ReminderStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const reminders = useAdminReminders({ status, limit: ADMIN_PAGE_SIZE, offset });

  const filter = (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
      <Field label={t('reminders.filter')} className="max-w-xs">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.target.value || null) as ReminderStatus | null);
              setOffset(0);
            }}
          >
            <option value="">{t('reminders.all')}</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`reminders.statuses.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {canRunNow && <RunNowButton />}
    </div>
  );

  if (!reminders.data) {
    return (
      <div>
        {filter}
        <QueryState
          isPending={reminders.isPending}
          isError={reminders.isError}
          retry={() => void reminders.refetch()}
        />
      </div>
    );
  }
  const { items, total } = reminders.data;
  const na = t('notAvailable');
  return (
    <div>
      {filter}
      <AdminTable
        caption={t('reminders.caption')}
        head={COLUMNS.map((column) => (
          <th key={column} scope="col" className={th}>
            {t(`reminders.${column}`)}
          </th>
        ))}
      >
        {items.length === 0 && (
          <EmptyRow colSpan={COLUMNS.length}>
            {status ? t('reminders.emptyFiltered') : t('reminders.empty')}
          </EmptyRow>
        )}
        {items.map((reminder) => (
          <ReminderRow key={reminder.id} reminder={reminder} na={na} language={i18n.language} />
        ))}
      </AdminTable>
      <Pagination
        offset={offset}
        limit={ADMIN_PAGE_SIZE}
        total={total}
        shown={items.length}
        onChange={setOffset}
      />
    </div>
  );
}

function ReminderRow({ reminder, na, language }: { reminder: AdminReminder; na: string; language: string }) {
  const { t } = useTranslation('admin');
  // A sent one is dated by its sending; anything else by its last change (a try, a skip…).
  const when = reminder.sent_at ?? reminder.updated_at;
  // A digest (decision 013) belongs to no licence: it names its week instead.
  const digest = reminder.kind === 'digest';
  return (
    <tr>
      <td className={`${td} font-medium`}>
        {digest ? t('reminders.digest') : (reminder.license_name ?? na)}
      </td>
      <td className={td}>
        {digest && reminder.digest_week
          ? t('reminders.digestWeek', { date: formatPlainDate(reminder.digest_week) })
          : (reminder.business_name ?? na)}
      </td>
      <td className={`${td} break-all`}>{reminder.owner_email || na}</td>
      <td className={td}>{t(`reminders.channels.${reminder.channel}`)}</td>
      <td className={`${td} text-right tabular-nums`}>{digest ? na : reminder.threshold_days}</td>
      <td className={`${td} whitespace-nowrap`}>
        {reminder.expiry_date ? <PlainDateText value={reminder.expiry_date} /> : na}
      </td>
      <td className={td}>
        <Badge tone={TONES[reminder.status]}>{t(`reminders.statuses.${reminder.status}`)}</Badge>
      </td>
      <td className={`${td} text-right tabular-nums`}>{reminder.attempts}</td>
      <td className={`${td} max-w-xs break-words text-red-800`}>{reminder.last_error}</td>
      <td className={`${td} whitespace-nowrap`}>
        <time dateTime={when}>{formatInstant(when, language)}</time>
      </td>
    </tr>
  );
}

/** "Send due reminders now": the sweep and a delivery pass at once (super admins). */
function RunNowButton() {
  const { t } = useTranslation('admin');
  const run = useRunReminders();
  return (
    <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate()}>
      {run.isPending ? t('reminders.running') : t('reminders.runNow')}
    </Button>
  );
}
