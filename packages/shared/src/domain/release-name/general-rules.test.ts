/**
 * The naming conventions behind issue 24's general rules, one convention per case and each written with
 * made-up names: a rule that only fitted one corpus name would fail the variants here.
 */
import { describe, expect, it } from 'vitest';
import { parseReleaseName } from './index.ts';

describe('group: after the last hyphen unless the hyphen belongs to a token', () => {
  it.each([
    ['Ein.Film.2001.PAL.DVD-R-KLM', 'KLM'],
    ['Ein.Film.2001.1080p.WEB-DL-FLM', 'FLM'],
    ['Ein.Film.2001.1080p.BluRay.DTS-HD.MA.5.1-XYZ', 'XYZ'],
    ['Ein.Film.2001.720p.BluRay.x264-MARINE-FORD', 'MARINE-FORD'],
    ['Ein.Film.2001.1080p.WEB.H264-ABC.WMV-NOVA', 'NOVA'],
    ['Ein.Film.2001.1080p.BluRay.x264-[Grp123]', 'Grp123'],
  ])('%s → %s', (name, group) => {
    expect(parseReleaseName(name).group).toBe(group);
  });

  it('does not take an anime fansub group name ending in Subs for a subtitle tag', () => {
    expect(parseReleaseName('Some Show - 07 (720p)-NightlySubs[TGx]').group).toBe('NightlySubs');
    expect(parseReleaseName('Ein.Film.S01E01.HDTV.XviD.EngSubs-GRP').group).toBe('GRP');
  });
});

describe('repost, indexer and tracker tags after the group', () => {
  it.each([
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-RP',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-Obfuscated',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-Scrambled',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-postbot',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-xpost',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP-AsRequested-Obfuscated',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP[rartv]',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP[eztv.re]',
    'Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP.part01.rar',
    'www.Torrenting.com - Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP',
    '[ www.Example.org ] - Ein.Film.2020.German.DL.1080p.BluRay.x264-GRP',
  ])('%s', (name) => {
    expect(parseReleaseName(name)).toMatchObject({
      title: 'Ein Film',
      year: 2020,
      languages: ['de', 'en'],
      group: 'GRP',
    });
  });
});

describe('P2P habits: the encoder signs at the end', () => {
  it.each([
    ['Ein Film (2019) (1080p BluRay x265 HEVC 10bit AAC 5.1 Signer)', 'Signer'],
    ['Ein Film (2019) (1080p BDRip x265 10bit FLAC 1.0 - signer2) [Coll]', 'signer2'],
    ['Ein Film (2019) 1080p WEB-DL x264 DD5.1 - Signer', 'Signer'],
    ['Ein Film (2019) 1080p BluRay x264 Dual Audio [Hindi + English] - Signer', 'Signer'],
    ['Ein Film (2019) [1080p] [BluRay] [x265] [AAC 5.1] - Signer', 'Signer'],
    ['Ein Film (2019) 720p HDRip x264 - 1Signer', '1Signer'],
  ])('%s → %s', (name, group) => {
    const r = parseReleaseName(name);
    expect(r.group).toBe(group);
    expect(r.title).toBe('Ein Film');
    expect(r.year).toBe(2019);
  });

  it('keeps a title word at the end of a name without media tags', () => {
    const r = parseReleaseName('The_Italian_Guest.mkv');
    expect(r.title).toBe('The Italian Guest');
    expect(r.group).toBeNull();
    expect(r.languages).toEqual([]);
  });
});

describe('show titles and numbering', () => {
  it('drops a US/UK edition tag after a dotted show title', () => {
    expect(parseReleaseName('Ein.Dorf.US.S02E04.720p.HDTV.x264-GRP').title).toBe('Ein Dorf');
    expect(parseReleaseName('Ein.Dorf.UK.S01E01.1080p.WEB.h264-GRP').title).toBe('Ein Dorf');
  });

  it('reads Show S2 - 11 as season 2, episode 11', () => {
    expect(parseReleaseName('Some Show S2 - 11 (720p)-Grp[TGx]')).toMatchObject({
      title: 'Some Show',
      season: 2,
      episode: 11,
    });
  });

  it('reads anime batch ranges as episodes that end the title', () => {
    const batch = parseReleaseName('[Grp] Some Show 01-12 [BD 1080p]');
    expect(batch).toMatchObject({ title: 'Some Show', type: 'episode', episode: null });
    expect(batch.episodes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const dashed = parseReleaseName('Some.Show.-.101-103.[Grp][720p]');
    expect(dashed.title).toBe('Some Show');
    expect(dashed.episodes).toEqual([101, 102, 103]);
  });
});

describe('German scene words', () => {
  it('counts German before edition words and line/mic-dubbed audio tags', () => {
    expect(parseReleaseName('Der.Wald.2019.GERMAN.KINOFASSUNG.1080p.BluRay.x264-GRP').languages).toEqual([
      'de',
    ]);
    const ld = parseReleaseName('Der.Wald.2019.German.AC3LD.720p.WEBRip.x264-GRP');
    expect(ld).toMatchObject({ title: 'Der Wald', audio: 'AC3', languages: ['de'] });
    expect(parseReleaseName('Ein.Anime.S01E03.German.Dub.1080p.WEB.H264-GRP').languages).toEqual(['de']);
  });

  it('keeps umlauts written as ae/oe/ue as they are', () => {
    expect(parseReleaseName('Die.Maerchenbruecke.2021.German.DL.1080p.WEB.h264-GRP').title).toBe(
      'Die Maerchenbruecke',
    );
  });

  it('does not take an audiobook word for the group', () => {
    expect(parseReleaseName('Die.Reihe.Folge.12.Der.Fall.German.Hoerspiel-GRP').group).toBe('GRP');
  });
});

describe('the title ends at the first structural token', () => {
  it('lets ordinary words that double as tags stay in the title', () => {
    expect(parseReleaseName('Die.Doku.Reihe.S01E03.Der.Wald.GERMAN.DOKU.720p.HDTV.x264-GRP').title).toBe(
      'Die Doku Reihe',
    );
    expect(parseReleaseName('Die.Doku.2019.GERMAN.DOKU.1080p.WEB.H264-GRP').title).toBe('Die Doku');
    expect(parseReleaseName('Custom.Garage.S02E01.720p.HDTV.x264-GRP').title).toBe('Custom Garage');
  });

  it('ends the title at edition tags, also before the year', () => {
    expect(parseReleaseName('Ein.Film.Special.Edition.1999.720p.BluRay.x264-GRP').title).toBe('Ein Film');
    expect(parseReleaseName('Ein Film DC (1999) [1080p]').title).toBe('Ein Film');
    expect(parseReleaseName('Ein.Film.IMAX.EDITION.HQ.BluRay.1080p.x264-GRP').title).toBe('Ein Film');
  });
});
