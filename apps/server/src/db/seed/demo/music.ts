import type { DemoEntry } from '../demo-types.ts';
import { archiveSearch, mb, release } from './helpers.ts';

const NIN_LICENSE = 'CC BY-NC-SA 3.0 US';
const CC0 = 'CC0 1.0 (public domain dedication)';

/** Openly licensed or public-domain recordings. */
export const demoMusic: DemoEntry[] = [
  {
    title: 'Ghosts I–IV',
    type: 'music',
    releasedAt: '2008-03-02',
    description:
      'Nine Inch Nails veröffentlichten 36 instrumentale Stücke in vier Teilen, entstanden in nur zehn Wochen Studioarbeit. Die Musik reicht von zartem Klavier bis zu verzerrten Industrial-Flächen. Das Album erschien unter Creative-Commons-Lizenz und wurde zu einem frühen Beispiel für freie Veröffentlichung durch eine große Band.',
    genre: ['musical'],
    fsk: null,
    rating: 7.8,
    time: 110,
    trailer: null,
    tags: ['instrumental', 'industrial', 'ambient'],
    lang: ['EN'],
    sources: [
      {
        label: 'Internet Archive',
        url: 'https://archive.org/details/nineinchnails_ghosts_I_IV',
        license: NIN_LICENSE,
      },
      { label: 'Nine Inch Nails', url: 'https://www.nin.com/', license: NIN_LICENSE },
    ],
    actors: ['Trent Reznor', 'Atticus Ross'],
    palette: ['#1a1a1a', '#6c757d'],
    releases: [
      release(
        'Nine_Inch_Nails-Ghosts_I-IV-WEB-2008-FLAC-OPENSOUNDS',
        mb(742),
        ['EN'],
        { 'archive.org': ['https://archive.org/details/nineinchnails_ghosts_I_IV'] },
        '2008-03-03',
      ),
      release(
        'Nine_Inch_Nails-Ghosts_I-IV-WEB-2008-MP3-320-OPENSOUNDS',
        mb(252),
        ['EN'],
        { 'archive.org': ['https://archive.org/details/nineinchnails_ghosts_I_IV'] },
        '2008-03-03',
      ),
    ],
  },
  {
    title: 'The Slip',
    type: 'music',
    releasedAt: '2008-05-05',
    description:
      'Nur wenige Wochen nach „Ghosts“ stellten Nine Inch Nails ihr siebtes Studioalbum kostenlos ins Netz. Die zehn Songs sind rauer und direkter als die Instrumentalsammlung und wechseln zwischen treibendem Rock und stillen Momenten. Auch „The Slip“ steht unter einer Creative-Commons-Lizenz.',
    genre: ['musical'],
    fsk: null,
    rating: 7.5,
    time: 43,
    trailer: null,
    tags: ['industrial', 'rock', 'creative-commons'],
    lang: ['EN'],
    sources: [
      { label: 'Internet Archive', url: archiveSearch('Nine Inch Nails The Slip'), license: NIN_LICENSE },
      { label: 'Nine Inch Nails', url: 'https://www.nin.com/', license: NIN_LICENSE },
    ],
    actors: ['Trent Reznor', 'Alan Moulder'],
    palette: ['#0f0f0f', '#b00020'],
    releases: [
      release(
        'Nine_Inch_Nails-The_Slip-WEB-2008-FLAC-OPENSOUNDS',
        mb(312),
        ['EN'],
        { 'archive.org': [archiveSearch('Nine Inch Nails The Slip')] },
        '2008-05-06',
      ),
      release(
        'Nine_Inch_Nails-The_Slip-WEB-2008-MP3-V0-FREETUNES',
        mb(96),
        ['EN'],
        { 'archive.org': [archiveSearch('Nine Inch Nails The Slip')] },
        '2008-05-06',
      ),
    ],
  },
  {
    title: 'Open Goldberg Variations',
    type: 'music',
    releasedAt: '2012-05-28',
    description:
      'Die Pianistin Kimiko Ishizaka spielte Bachs Goldberg-Variationen für ein per Crowdfunding finanziertes Projekt ein. Aufnahme und eine neu gesetzte Notenausgabe wurden gemeinfrei veröffentlicht, damit jeder sie frei nutzen kann. Die Einspielung ist klar, ruhig und ohne Manierismen.',
    genre: ['musical'],
    fsk: null,
    rating: 8.6,
    time: 81,
    trailer: null,
    tags: ['klassik', 'bach', 'klavier', 'gemeinfrei'],
    lang: ['DE', 'EN'],
    sources: [
      { label: 'Open Goldberg Variations', url: 'https://www.opengoldbergvariations.org/', license: CC0 },
      { label: 'Musopen', url: 'https://musopen.org/', license: CC0 },
    ],
    actors: ['Kimiko Ishizaka', 'Johann Sebastian Bach'],
    palette: ['#2b2d42', '#edf2f4'],
    releases: [
      release(
        'Kimiko_Ishizaka-Bach_Open_Goldberg_Variations-WEB-2012-FLAC-OPENSOUNDS',
        mb(468),
        ['DE', 'EN'],
        {
          'opengoldbergvariations.org': ['https://www.opengoldbergvariations.org/'],
          'musopen.org': ['https://musopen.org/'],
        },
        '2012-05-29',
      ),
      release(
        'Kimiko_Ishizaka-Bach_Open_Goldberg_Variations-WEB-2012-MP3-320-FREETUNES',
        mb(186),
        ['DE', 'EN'],
        { 'archive.org': [archiveSearch('Open Goldberg Variations Kimiko Ishizaka')] },
        '2012-06-01',
      ),
    ],
  },
  {
    title: 'The Open Well-Tempered Clavier',
    type: 'music',
    releasedAt: '2015-03-01',
    description:
      'Nach den Goldberg-Variationen nahm Kimiko Ishizaka das erste Buch von Bachs Wohltemperiertem Klavier auf – 24 Präludien und Fugen durch alle Tonarten. Auch dieses Projekt wurde per Crowdfunding bezahlt und samt Noten gemeinfrei gestellt. Aufgenommen wurde auf einem Bösendorfer-Flügel.',
    genre: ['musical'],
    fsk: null,
    rating: 8.4,
    time: 112,
    trailer: null,
    tags: ['klassik', 'bach', 'klavier', 'gemeinfrei'],
    lang: ['DE', 'EN'],
    sources: [
      { label: 'Open Well-Tempered Clavier', url: 'https://www.welltemperedclavier.org/', license: CC0 },
      { label: 'Musopen', url: 'https://musopen.org/', license: CC0 },
    ],
    actors: ['Kimiko Ishizaka', 'Johann Sebastian Bach'],
    palette: ['#22223b', '#c9ada7'],
    releases: [
      release(
        'Kimiko_Ishizaka-Bach_The_Open_Well-Tempered_Clavier_Book_1-WEB-2015-FLAC-OPENSOUNDS',
        mb(655),
        ['DE', 'EN'],
        { 'welltemperedclavier.org': ['https://www.welltemperedclavier.org/'] },
        '2015-03-02',
      ),
      release(
        'Kimiko_Ishizaka-Bach_The_Open_Well-Tempered_Clavier_Book_1-WEB-2015-MP3-V0-FREETUNES',
        mb(172),
        ['DE', 'EN'],
        { 'musopen.org': ['https://musopen.org/'] },
        '2015-03-04',
      ),
    ],
  },
  {
    title: 'Monkeys Spinning Monkeys',
    type: 'music',
    releasedAt: '2014-01-01',
    description:
      'Das verspielte Stück mit Pizzicato-Streichern und Glockenspiel ist eines der meistgenutzten Werke des Komponisten Kevin MacLeod. Es taucht in unzähligen Videos, Podcasts und Spielen auf. Wie fast alle Stücke auf incompetech.com darf es bei Namensnennung frei verwendet werden.',
    genre: ['musical', 'comedy'],
    fsk: null,
    rating: 7.0,
    time: 2,
    trailer: null,
    tags: ['filmmusik', 'lustig', 'creative-commons'],
    lang: ['EN'],
    sources: [
      { label: 'incompetech', url: 'https://incompetech.com/music/royalty-free/', license: 'CC BY 4.0' },
    ],
    actors: ['Kevin MacLeod'],
    palette: ['#ffb703', '#219ebc'],
    releases: [
      release(
        'Kevin_MacLeod-Monkeys_Spinning_Monkeys-WEB-2014-MP3-320-FREETUNES',
        mb(4.9),
        ['EN'],
        { 'incompetech.com': ['https://incompetech.com/music/royalty-free/'] },
        '2014-01-02',
      ),
      release(
        'Kevin_MacLeod-Monkeys_Spinning_Monkeys-WEB-2014-FLAC-OPENSOUNDS',
        mb(18),
        ['EN'],
        { 'incompetech.com': ['https://incompetech.com/music/royalty-free/'] },
        '2014-01-02',
      ),
    ],
  },
  {
    title: 'Beethoven: Sinfonien (Musopen)',
    type: 'music',
    releasedAt: '2012-10-01',
    description:
      'Über eine Kickstarter-Kampagne finanzierte Musopen professionelle Orchesteraufnahmen klassischer Sinfonien, die anschließend gemeinfrei veröffentlicht wurden. Enthalten sind Sinfonien Ludwig van Beethovens, eingespielt vom Czech National Symphony Orchestra. Damit stehen nicht nur die Noten, sondern auch die Aufnahmen ohne Einschränkungen zur Verfügung.',
    genre: ['musical'],
    fsk: null,
    rating: 7.9,
    time: 300,
    trailer: null,
    tags: ['klassik', 'beethoven', 'orchester', 'gemeinfrei'],
    lang: ['DE'],
    sources: [
      { label: 'Musopen', url: 'https://musopen.org/', license: 'Public domain' },
      {
        label: 'Internet Archive',
        url: archiveSearch('Musopen Beethoven symphony'),
        license: 'Public domain',
      },
    ],
    actors: ['Ludwig van Beethoven', 'Czech National Symphony Orchestra'],
    palette: ['#432818', '#ffe6a7'],
    releases: [
      release(
        'Czech_National_Symphony_Orchestra-Beethoven_Symphonies-WEB-2012-FLAC-PDCLASSiCS',
        mb(1720),
        ['DE'],
        { 'musopen.org': ['https://musopen.org/'] },
        '2012-10-02',
      ),
      release(
        'Czech_National_Symphony_Orchestra-Beethoven_Symphonies-WEB-2012-MP3-320-FREETUNES',
        mb(690),
        ['DE'],
        { 'archive.org': [archiveSearch('Musopen Beethoven symphony')] },
        '2012-10-05',
      ),
    ],
  },
];
