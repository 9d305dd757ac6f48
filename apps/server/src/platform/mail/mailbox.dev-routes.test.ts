import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../testing/expect-refused.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { enqueueMessage } from './outbox.ts';

describe('the developer mailbox', () => {
  it('lists outbox messages as JSON and as a page without inline script or style', async () => {
    const { app, db, clock } = await createTestApp({ clock: freshClock() });
    await enqueueMessage(
      db,
      {
        channel: 'email',
        recipient: 'mailbox.reader@orbitradio.test',
        template: 'test-note',
        locale: 'en-US',
        subject: 'Hello <there>',
        bodyText: 'Code 123456 <script>alert(1)</script>',
        bodyHtml: '<p onclick="x()">Code 123456</p>',
      },
      clock.now(),
    );

    const json = await app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=mailbox.reader@orbitradio.test',
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json().messages).toEqual([
      expect.objectContaining({
        to: 'mailbox.reader@orbitradio.test',
        subject: 'Hello <there>',
        text: 'Code 123456 <script>alert(1)</script>',
        status: 'pending',
      }),
    ]);

    const page = await app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=mailbox.reader@orbitradio.test',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain('Hello &lt;there&gt;');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('does not exist in production', async () => {
    const { app } = await createTestApp({
      env: { NODE_ENV: 'production', PASSWORD_HASHING: 'argon2id-standard' },
    });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expectRefused(await app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
  });
});
