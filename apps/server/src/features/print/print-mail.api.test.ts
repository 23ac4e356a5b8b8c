import { DEFAULT_BRAND_PARTNER_ID, DOCUMENT_TYPE_IDS } from '@door/contract';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '#server/render/print/print-test-helpers';
import { buildTestApp } from '#server/test/build-test-app';
import { listMailableDrafts } from '#server/test/draft-documents';
import { sendBody } from '#server/test/offer-sending';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { startSmtpSink } from '#server/test/smtp-sink';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, database } = await buildTestApp({ SMTP_URL: sink.url });

describe('sending an offer', () => {
  it('delivers the mail to the document contact at the SMTP server with the printed PDF attached', async () => {
    const [offer] = await listMailableDrafts(database.db, DEFAULT_BRAND_PARTNER_ID, DOCUMENT_TYPE_IDS.offer);
    if (!offer) {
      throw new Error('no demo draft offer');
    }
    const number = `${offer.year}-${String(offer.number).padStart(5, '0')}`;
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/document/${offer.id}/generateDocument`,
      headers: { authorization },
      payload: sendBody(DEFAULT_BRAND_PARTNER_ID),
    });
    expect(response.statusCode, response.body).toBe(200);
    // Nothing goes out inside the request: the outbox sends it.
    expect(sink.received).toHaveLength(0);
    expect(await app.ctx.mailer.dispatchDue()).toBe(1);

    expect(sink.received).toHaveLength(1);
    const received = sink.received[0];
    expect(received?.to).toEqual([offer.contactEmail]);
    const mail = await simpleParser(received?.raw ?? '');
    expect(mail.subject).toContain(`Angebot ${number}`);
    expect(mail.text).toContain(number);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`Angebot-${number}.pdf`);
    const { text } = await pdfText(attachment?.content as Buffer);
    expect(text).toContain(`Angebot ${number}`);
    expect(attachment?.content.toString('base64')).toBe(response.json<{ Contents: string }>().Contents);
  });
});
