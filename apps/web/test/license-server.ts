// A fake GET /api/licenses/ that pages, filters and sorts like the server does (decision 024), so
// the License Manager's tests see what a real server would answer to each query.
import { type License, statusLabel } from '@lt/core';
import type { FakeReply, FakeRequest } from './fake-api';

const STATUS_ORDER = { expired: 0, expiring_soon: 1, active: 2, no_expiry: 3 } as const;

export function licenseServer(licenses: readonly License[]) {
  return (request: FakeRequest): FakeReply => {
    const p = request.query;
    const words = (p.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const rows = licenses.filter(
      (l) =>
        words.every((w) =>
          [l.license_name, l.license_type, l.license_number, l.business_name]
            .join(' ')
            .toLowerCase()
            .includes(w),
        ) &&
        (!p.get('status') || statusLabel(l) === p.get('status')) &&
        (!p.get('level') || l.level === p.get('level')) &&
        (!p.get('business_id') || l.business_id === p.get('business_id')) &&
        (!p.get('workspace_id') || l.workspace_id === p.get('workspace_id')),
    );
    const key = p.get('sort') ?? 'expiry_date';
    const sign = p.get('order') === 'desc' ? -1 : 1;
    const value = (l: License): string | number =>
      key === 'status' ? STATUS_ORDER[statusLabel(l)] : String(l[key as keyof License] ?? '~');
    rows.sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return (x < y ? -sign : x > y ? sign : 0) || a.id.localeCompare(b.id);
    });
    const limit = Number(p.get('limit') ?? 100);
    const offset = Number(p.get('offset') ?? 0);
    return {
      body: rows.slice(offset, offset + limit),
      headers: { 'X-Total-Count': String(rows.length) },
    };
  };
}
