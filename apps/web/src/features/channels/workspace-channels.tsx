import './i18n';
import { CHANNEL_KINDS, type ChannelKind, type ChannelTestResult } from '@lt/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import { toast } from '../../lib/toast';
import { useAddChannel, useChannels, useDeleteChannel, useTestChannel } from './use-channels';

/**
 * A workspace's Slack, Teams and webhook channels (decision 026). Owners add, test and delete;
 * other members see the list. A webhook's signing secret is shown once, right after it is added.
 */
export function WorkspaceChannels({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  const { t } = useTranslation('channels');
  const channels = useChannels(workspaceId);
  const remove = useDeleteChannel(workspaceId);
  const test = useTestChannel(workspaceId);
  const [secret, setSecret] = useState<string | null>(null);
  const [results, setResults] = useState<Record<string, ChannelTestResult>>({});
  const runTest = (id: string) =>
    test.mutate(id, { onSuccess: (result) => setResults((all) => ({ ...all, [id]: result })) });
  const items = channels.data ?? [];
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('title')}</h3>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {!canManage && <p className="mt-1 text-sm text-slate-600">{t('readOnly')}</p>}
      {canManage && <AddChannelForm workspaceId={workspaceId} onSecret={setSecret} />}
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      {channels.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('loadFailed')}
        </p>
      )}
      {channels.isSuccess && items.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">{t('empty')}</p>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((channel) => {
          const name = `${t(`kinds.${channel.kind}`)} ${channel.url_hint}`;
          const result = results[channel.id];
          return (
            <li key={channel.id} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-slate-900">{t(`kinds.${channel.kind}`)}</p>
                  <p className="text-sm break-all text-slate-600">{channel.url_hint}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge tone={channel.enabled ? 'green' : 'amber'}>
                    {channel.enabled ? t('enabled') : t('disabled')}
                  </Badge>
                  {canManage && (
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={test.isPending}
                        aria-label={t('testNamed', { channel: name })}
                        onClick={() => runTest(channel.id)}
                      >
                        {t('test')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        className="text-red-700 hover:bg-red-50"
                        disabled={remove.isPending}
                        aria-label={t('removeNamed', { channel: name })}
                        onClick={() => remove.mutate(channel.id)}
                      >
                        {t('remove')}
                      </Button>
                    </>
                  )}
                </div>
              </div>
              {!channel.enabled && channel.disabled_reason && (
                <p className="mt-1 text-sm text-amber-800">
                  {t('disabledBecause', { reason: channel.disabled_reason })}
                </p>
              )}
              {channel.enabled && channel.consecutive_failures > 0 && (
                <p className="mt-1 text-sm text-amber-800">
                  {t('failures', { count: channel.consecutive_failures })}
                </p>
              )}
              {result && (
                <p role="status" className={`mt-1 text-sm ${result.ok ? 'text-green-800' : 'text-red-700'}`}>
                  {result.ok
                    ? t('testOk', { status: result.status })
                    : t('testFailed', { error: result.error ?? '' })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddChannelForm({ workspaceId, onSecret }: { workspaceId: string; onSecret: (s: string) => void }) {
  const { t } = useTranslation('channels');
  const [kind, setKind] = useState<ChannelKind>('slack');
  const [url, setUrl] = useState('');
  const add = useAddChannel(workspaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { kind, url },
      {
        onSuccess: (created) => {
          setUrl('');
          if (created.secret) onSecret(created.secret);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
      <Field label={t('kind')} hint={t(`kindHelp.${kind}`)} className="min-w-48">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={kind}
            onChange={(e) => setKind(e.target.value as ChannelKind)}
          >
            {CHANNEL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('url')} required className="min-w-64 flex-1">
        {(control) => (
          <input
            {...control}
            type="url"
            required
            maxLength={2000}
            className={inputClasses}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
        {t('add')}
      </Button>
    </form>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('channels');
  return (
    <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="font-semibold text-slate-900">{t('secretTitle')}</p>
      <p className="text-sm text-slate-700">{t('secretHelp')}</p>
      <code className="mt-2 block rounded bg-white p-2 text-sm break-all" data-testid="channel-secret">
        {secret}
      </code>
      <div className="mt-2 flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => toast.success(t('copied')))}
        >
          {t('copy')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
