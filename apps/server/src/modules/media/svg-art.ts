/**
 * Procedural artwork for covers, backdrops and portraits. The demo catalogue ships no image files:
 * every picture is drawn from the entry's title, palette and a hash of its uid, so it is stable.
 */

/** A small deterministic PRNG (mulberry32) seeded from a string. */
function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Greedy word wrap to at most `maxLines` lines of about `width` characters. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + word).length > width) {
      lines.push(line.trim());
      line = '';
    }
    line += `${word} `;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function shapes(random: () => number, w: number, h: number, colors: string[], n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const color = colors[Math.floor(random() * colors.length)];
    const opacity = (0.08 + random() * 0.22).toFixed(2);
    if (random() < 0.55) {
      const r = (0.08 + random() * 0.35) * Math.min(w, h);
      out += `<circle cx="${(random() * w).toFixed(0)}" cy="${(random() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" opacity="${opacity}"/>`;
    } else {
      const x = random() * w;
      const y = random() * h;
      const s = (0.2 + random() * 0.5) * Math.min(w, h);
      const rot = (random() * 90).toFixed(0);
      out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${s.toFixed(0)}" height="${(s * 0.6).toFixed(0)}" rx="${(s * 0.08).toFixed(0)}" fill="${color}" opacity="${opacity}" transform="rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
    }
  }
  return out;
}

export interface ArtInput {
  seed: string;
  title: string;
  label: string;
  palette: [string, string];
}

export function coverSvg({ seed, title, label, palette }: ArtInput): string {
  const [a, b] = palette;
  const random = seededRandom(seed);
  const lines = wrap(title, 14, 4);
  // A single word longer than a line (e.g. "(Fleischer-Cartoons)") cannot wrap: shrink the type instead.
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = longest > 14 ? Math.max(22, Math.floor((40 * 14) / longest)) : 40;
  const lineHeight = Math.round(fontSize * 1.15);
  const startY = 430 - (lines.length - 1) * lineHeight;
  const text = lines
    .map(
      (l, i) =>
        `<text x="32" y="${startY + i * lineHeight}" class="t" font-size="${fontSize}">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
<style>.t{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-weight:700;fill:#fff}.l{font:600 16px system-ui,sans-serif;fill:#fff;letter-spacing:3px;opacity:.85}</style></defs>
<rect width="400" height="600" fill="url(#g)"/>${shapes(random, 400, 600, ['#ffffff', '#000000', a, b], 9)}
<rect width="400" height="600" fill="url(#s)"/>
<text x="32" y="56" class="l">${escapeXml(label.toUpperCase())}</text>${text}
<rect x="32" y="${startY + lines.length * lineHeight - 20}" width="64" height="5" rx="2" fill="#fff" opacity=".85"/>
</svg>`;
}

export function backdropSvg({ seed, palette }: ArtInput, n: number): string {
  const [a, b] = palette;
  const random = seededRandom(`${seed}:${n}`);
  const angle = Math.floor(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>
<radialGradient id="v" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>${shapes(random, 1280, 720, ['#ffffff', '#000000', a, b], 14)}
<rect width="1280" height="720" fill="url(#v)"/></svg>`;
}

export function portraitSvg(name: string): string {
  const random = seededRandom(name);
  const hue = Math.floor(random() * 360);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 28%)"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#g)"/>
<text x="100" y="100" dy=".35em" text-anchor="middle" style="font:700 72px system-ui,sans-serif;fill:#fff">${escapeXml(initials)}</text></svg>`;
}
