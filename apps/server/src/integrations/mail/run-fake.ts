import { createServer } from 'node:http';
import { startFakeSmtpServer } from './fake.ts';

/**
 * The loopback SMTP server on its own, for `npm run dev` and the e2e suite:
 * `node --import tsx run-fake.ts [smtpPort] [httpPort]`. GET http://127.0.0.1:<httpPort>/mails
 * lists what arrived (to, subject line and decoded body), newest last.
 */
const smtpPort = Number(process.argv[2] ?? process.env.FAKE_SMTP_PORT ?? 2587);
const httpPort = Number(process.argv[3] ?? process.env.FAKE_SMTP_HTTP_PORT ?? 2588);
const smtp = await startFakeSmtpServer(smtpPort);
const http = createServer((request, response) => {
  if (request.url !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(smtp.mails.map((m) => ({ to: m.to, body: m.body }))));
});
http.listen(httpPort, '127.0.0.1');
console.log(`fake SMTP on ${smtp.url}, mails at http://127.0.0.1:${httpPort}/mails`);
const stop = () => void smtp.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
