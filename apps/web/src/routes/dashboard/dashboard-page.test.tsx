import type { Business, License } from '@lt/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { fakeApi } from '../../../test/fake-api';
import { business, makeLicense, makeNoExpiryLicense, otherBusiness } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { DashboardPage } from './dashboard-page';

const soon = makeLicense({
  license_name: 'Eating establishment licence',
  level: 'municipal',
  expiry_date: '2026-03-25',
  is_expiring_soon: true,
  days_until_expiry: 10,
});
const tomorrow = makeLicense({
  license_name: 'Patio permit',
  level: 'municipal',
  expiry_date: '2026-03-16',
  is_expiring_soon: true,
  days_until_expiry: 1,
});
const expired = makeLicense({
  license_name: 'Liquor sales licence',
  level: 'provincial',
  expiry_date: '2026-02-13',
  is_expired: true,
  days_until_expiry: -30,
});
const fine = makeLicense({ license_name: 'Business Number', level: 'provincial', expiry_date: '2030-01-01' });

function setup(businesses: Business[], licenses: License[]) {
  const api = fakeApi({ 'GET /dashboard/summary/': summaryFrom(businesses, licenses) });
  renderApp(<DashboardPage />);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a loader, then the empty state without a business', async () => {
    setup([], []);
    expect(screen.getByRole('heading', { name: 'License Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Licenses' }).getAttribute('href')).toBe('/app/licenses');
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard');
    expect(await screen.findByText('No businesses')).toBeTruthy();
    expect(screen.getByText('Get started by adding your business information.')).toBeTruthy();
    expect(screen.queryByText('Total Licenses')).toBeNull();
  });

  it('counts licences in the four stat cards', async () => {
    setup([business, otherBusiness], [soon, tomorrow, expired, fine]);
    const stats = await screen.findByLabelText('Summary');
    const value = (label: string) =>
      within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(value('Total Licenses')).toBe('4');
    expect(value('Expiring Soon')).toBe('2');
    expect(value('Expired')).toBe('1');
    expect(value('Businesses')).toBe('2');
  });

  it('lists what expires soon, soonest first, and what has expired', async () => {
    setup([business], [soon, tomorrow, expired, fine]);
    const expiring = await screen.findByRole('region', { name: 'Expiring Soon (Next 30 Days)' });
    const items = within(expiring).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Patio permit',
      'Eating establishment licence',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Expires in 1 day')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Expires in 10 days')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Mar 25, 2026')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Municipal')).toBeTruthy();
    expect(within(expiring).queryByText('Liquor sales licence')).toBeNull();

    const gone = section('Expired Licenses');
    expect(within(gone).getByText('Liquor sales licence')).toBeTruthy();
    expect(within(gone).getByText('Expired 30 days ago')).toBeTruthy();
    expect(within(gone).getByText('EXPIRED')).toBeTruthy();
  });

  it('hides the expiring and expired lists when they would be empty', async () => {
    setup([business], [fine]);
    await screen.findByText('Total Licenses');
    expect(screen.queryByText('Expiring Soon (Next 30 Days)')).toBeNull();
    expect(screen.queryByText('Expired Licenses')).toBeNull();
  });

  it('groups licences by level with counts, or says there are none', async () => {
    setup([business], [soon, expired, fine]);
    const municipal = await screen.findByRole('region', { name: 'Municipal' });
    expect(within(municipal).getByText('1 license')).toBeTruthy();
    expect(within(municipal).getByText('Eating establishment licence')).toBeTruthy();
    const provincial = section('Provincial');
    expect(within(provincial).getByText('2 licenses')).toBeTruthy();
    expect(within(provincial).getByText('Jan 1, 2030')).toBeTruthy();
    const federal = section('Federal');
    expect(within(federal).getByText('0 licenses')).toBeTruthy();
    expect(within(federal).getByText('No federal licenses')).toBeTruthy();
  });

  it('says "No municipal licenses" and "No provincial licenses" for empty levels', async () => {
    setup([business], []);
    expect(await screen.findByText('No municipal licenses')).toBeTruthy();
    expect(screen.getByText('No provincial licenses')).toBeTruthy();
  });

  it('shows "No expiry" for registrations that never expire, counted in Total only', async () => {
    const gst = makeNoExpiryLicense({ license_name: 'GST/HST registration', level: 'federal' });
    const qst = makeNoExpiryLicense({ license_name: 'QST registration', level: 'provincial' });
    setup([business], [gst, qst, fine]);
    const stats = await screen.findByLabelText('Summary');
    const value = (label: string) =>
      within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(value('Total Licenses')).toBe('3');
    expect(value('Expiring Soon')).toBe('0');
    expect(value('Expired')).toBe('0');
    expect(screen.queryByText('Expired Licenses')).toBeNull();
    const federal = section('Federal');
    expect(within(federal).getByText('GST/HST registration')).toBeTruthy();
    expect(within(federal).getByText('No expiry')).toBeTruthy();
    expect(within(section('Provincial')).getByText('No expiry')).toBeTruthy();
  });

  it('marks an estimated expiry date', async () => {
    const estimated = makeLicense({
      license_name: 'Liquor permit',
      expiry_date: '2027-06-15',
      expiry_estimated: true,
    });
    setup([business], [estimated]);
    const municipal = await screen.findByRole('region', { name: 'Municipal' });
    expect(within(municipal).getByText('Jun 15, 2027')).toBeTruthy();
    expect(within(municipal).getByText('Estimated — check the date on your licence')).toBeTruthy();
  });

  it('shows each business with its type (underscores as spaces) and place', async () => {
    setup([business, otherBusiness], []);
    const list = await screen.findByRole('region', { name: 'Your Businesses' });
    expect(within(list).getByText('Bistro Lumière')).toBeTruthy();
    expect(within(list).getByText('Toronto, ON')).toBeTruthy();
    expect(within(list).getByText('Food Service')).toBeTruthy();
    expect(within(list).getByText('Montréal, QC')).toBeTruthy();
  });
});
