import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links';

describe('calendar subscription links', () => {
  it('turns the feed address into webcal, Google and Outlook links', () => {
    const links = calendarLinks('https://tracker.example.ca/api/calendar/abc_-1.ics', 'Licence expiries');
    expect(links.webcal).toBe('webcal://tracker.example.ca/api/calendar/abc_-1.ics');
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ftracker.example.ca%2Fapi%2Fcalendar%2Fabc_-1.ics',
    );
    expect(new URL(links.outlook).searchParams.get('url')).toBe(
      'https://tracker.example.ca/api/calendar/abc_-1.ics',
    );
    expect(new URL(links.outlook).searchParams.get('name')).toBe('Licence expiries');
  });
});
