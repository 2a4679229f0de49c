// A loopback SMTP server in a process of its own, so the benchmark measures the worker rather
// than a mail server sharing its CPU. Reports its URL, then its message count when asked.
import { startSmtpFake } from '../test/support/reminders/smtp-fake';

const smtp = await startSmtpFake({ keep: false });
process.send?.({ url: smtp.url });
process.on('message', (message: string) => {
  if (message === 'count') process.send?.({ count: smtp.received() });
  if (message === 'cpu') {
    const used = process.cpuUsage();
    process.send?.({ cpu: (used.user + used.system) / 1000 });
  }
  if (message === 'stop') void smtp.close().then(() => process.exit(0));
});
