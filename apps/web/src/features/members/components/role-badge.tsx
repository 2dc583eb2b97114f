import { Badge } from '@mantine/core';

/** Spec 02 §6: role chip colours: admin red, upper green, mod cyan, user gray. */
const COLOURS: Record<string, string> = {
  admin: 'red',
  'org.admin': 'pink',
  upper: 'green',
  mod: 'cyan',
  dev: 'violet',
  user: 'gray',
};

export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge miw="max-content" color={COLOURS[role] ?? 'gray'} variant="light" size="sm">
      {role}
    </Badge>
  );
}
