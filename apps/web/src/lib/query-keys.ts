// Query keys that more than one feature needs: a feature that changes data another feature shows
// invalidates it by key, without importing that feature (docs/ARCHITECTURE.md, import rules).

/** GET /api/users/profile (features/users). */
export const profileQueryKey = ['users', 'profile'] as const;

/** GET /api/licenses/ (features/licenses). */
export const licensesQueryKey = ['licenses'] as const;

/**
 * GET /api/dashboard/summary/ (routes/dashboard), under the licences' key: whatever refreshes the
 * licences refreshes the dashboard's counts too.
 */
export const dashboardSummaryQueryKey = [...licensesQueryKey, 'dashboard-summary'] as const;

/** GET /api/businesses/{id}/suggestions/ (routes/businesses; refreshed when one is added). */
export const suggestionsQueryKey = (businessId: string) => ['businesses', businessId, 'suggestions'] as const;
