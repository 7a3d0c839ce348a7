import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedAttachment = {
  filename: string;
  contentType: string;
  /** The Content-ID without its angle brackets, for a file shown inline in the HTML. */
  cid: string | undefined;
  content: Buffer;
};

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
  /** Every header line as received (List-Unsubscribe …), its name in lower case. */
  headerLines: { key: string; line: string }[];
};

export type TestSmtpServer = {
  /** SMTP_URL for the server under test. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` (any case) matching `match`, waiting up to timeoutMs for it. */
  waitForMail: (
    to: string,
    match?: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            mails.push({
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? "",
                contentType: file.contentType,
                cid: file.cid,
                content: file.content,
              })),
              headerLines: [...parsed.headerLines],
            });
          }
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to === to.toLowerCase() && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mail that carries `parameter` in its query (verificationToken, token). */
export function linkIn(mail: ReceivedMail, parameter: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(`${parameter}=`));
  if (!found) throw new Error(`no link with ${parameter} in: ${mail.text}`);
  return new URL(found);
}
