import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory of a process in bytes, from /proc (Linux). */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (after the parenthesised command) is the parent pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** RSS of a process and all its descendants (the embedded PostgreSQL runs as child processes). */
export function treeRss(pid: number): { own: number; descendants: number } {
  let descendants = 0;
  const queue = childrenOf(pid);
  while (queue.length > 0) {
    const child = queue.pop() as number;
    descendants += rssOf(child);
    queue.push(...childrenOf(child));
  }
  return { own: rssOf(pid), descendants };
}
