import type { Mail } from '../../integrations/mail/client.ts';

/** Mails are German first with an English part, like the site. */
const base = (url: string) => url.replace(/\/$/, '');

export function verificationMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Regal: Bitte bestätige deine E-Mail-Adresse / Please verify your e-mail address',
    text: [
      'Hallo,',
      '',
      'bitte bestätige deine E-Mail-Adresse mit diesem Link (24 Stunden gültig):',
      link,
      '',
      'Please verify your e-mail address with this link (valid for 24 hours):',
      link,
      '',
      'Wenn du dich nicht registriert hast, ignoriere diese Mail. / If you did not sign up, ignore this mail.',
    ].join('\n'),
  };
}

/** Sent instead of a second account, so the sign-up form does not tell who is registered. */
export function alreadyRegisteredMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Regal: Du hast bereits ein Konto / You already have an account',
    text: [
      'Hallo,',
      '',
      'jemand (vielleicht du) wollte sich mit dieser Adresse registrieren. Du hast bereits ein Konto.',
      `Anmelden: ${base(publicUrl)}/login`,
      `Passwort vergessen: ${base(publicUrl)}/password/forgot`,
      '',
      'Someone (maybe you) tried to sign up with this address. You already have an account.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Regal: Passwort zurücksetzen / Reset your password',
    text: [
      'Hallo,',
      '',
      'mit diesem Link setzt du dein Passwort zurück (30 Minuten gültig, nur einmal):',
      link,
      '',
      'Use this link to reset your password (valid for 30 minutes, once):',
      link,
      '',
      'Wenn du das nicht angefordert hast, ignoriere diese Mail. / If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}

/** Sent once when failed logins lock the account for a while (decision 013). */
export function accountLockedMail(to: string): Mail {
  return {
    to,
    subject: 'Regal: Zu viele fehlgeschlagene Anmeldungen / Too many failed logins',
    text: [
      'Hallo,',
      '',
      'für dein Konto gab es viele fehlgeschlagene Anmeldeversuche. Wir haben die Anmeldung für 15 Minuten gesperrt.',
      'Warst du das nicht, ändere bitte dein Passwort und schalte die Zwei-Faktor-Anmeldung ein.',
      '',
      'There were many failed login attempts for your account. Logins are locked for 15 minutes.',
      'If this was not you, please change your password and switch on two-factor authentication.',
    ].join('\n'),
  };
}
