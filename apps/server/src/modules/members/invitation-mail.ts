import type { Mail } from '../../integrations/mail/client.ts';

/** Staff-created members set their own password through this link (a 7-day reset token). */
export function invitationMail(to: string, username: string, link: string, siteName: string): Mail {
  return {
    to,
    subject: `${siteName}: Dein Zugang / Your account`,
    text: [
      `Hallo ${username},`,
      '',
      `für dich wurde ein Zugang bei ${siteName} angelegt. Setze dein Passwort mit diesem Link (7 Tage gültig):`,
      link,
      '',
      `An account at ${siteName} was created for you. Set your password with this link (valid for 7 days):`,
      link,
    ].join('\n'),
  };
}
