// The ways to subscribe to a feed: webcal:// for the system's calendar app, and the add-by-URL
// pages of Google Calendar and Outlook on the web.

export function calendarLinks(feedUrl: string, name: string) {
  const webcal = feedUrl.replace(/^https?:\/\//, 'webcal://');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(name)}`,
  };
}
