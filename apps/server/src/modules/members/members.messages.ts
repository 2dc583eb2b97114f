/** German texts of the member screens; lib/messages swaps them to English on request. */
export const MEMBER_MESSAGES = {
  notFound: 'Mitglied nicht gefunden.',
  cannotChange: 'Du darfst dieses Mitglied nicht ändern.',
  roleTooHigh: 'Du kannst niemandem eine höhere Rolle geben als deine eigene.',
  lastAdmin: 'Der letzte Admin kann nicht herabgestuft oder gesperrt werden.',
  selfBlock: 'Du kannst dich nicht selbst sperren.',
  updated: 'Mitglied gespeichert.',
  granted: 'Mitglied freigeschaltet.',
  blocked: 'Mitglied gesperrt.',
  created: 'Mitglied angelegt. Die Einladung zum Setzen des Passworts ist unterwegs.',
  usernameTaken: 'Dieser Benutzername ist schon vergeben.',
  emailTaken: 'Diese E-Mail-Adresse ist schon vergeben.',
} as const;
