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

/**
 * Sent once a lock window when failed logins from unknown addresses lock the account (decision
 * 013), with the unlock link that lets the owner in from the browser that opens it (decision 040).
 */
export function accountLockedMail(to: string, unlockLink: string): Mail {
  return {
    to,
    subject: 'Regal: Zu viele fehlgeschlagene Anmeldungen / Too many failed logins',
    text: [
      'Hallo,',
      '',
      'für dein Konto gab es viele fehlgeschlagene Anmeldeversuche von unbekannten Adressen. Neue Adressen sind für 15 Minuten gesperrt.',
      'Willst du dich jetzt anmelden? Öffne diesen Link in dem Browser, mit dem du dich anmelden willst (60 Minuten gültig, nur einmal), und melde dich dann mit deinem Passwort an:',
      unlockLink,
      'Warst du das nicht, ändere bitte dein Passwort und schalte die Zwei-Faktor-Anmeldung ein.',
      '',
      'There were many failed login attempts for your account from unknown addresses. New addresses are locked for 15 minutes.',
      'Want to log in now? Open this link in the browser you want to log in with (valid for 60 minutes, once), then log in with your password:',
      unlockLink,
      'If this was not you, please change your password and switch on two-factor authentication.',
    ].join('\n'),
  };
}
