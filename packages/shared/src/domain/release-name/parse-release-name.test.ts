import { describe, expect, it } from 'vitest';
import { cleanTitle, parseReleaseName, resolutionOf } from './index.ts';

describe('German scene movies', () => {
  it('reads German.DL as German plus English', () => {
    const r = parseReleaseName('Metropolis.1927.German.DL.1080p.BluRay.x264-OPENFLiX');
    expect(r).toMatchObject({
      title: 'Metropolis',
      year: 1927,
      type: 'movie',
      resolution: '1080p',
      source: 'BluRay',
      codec: 'x264',
      languages: ['de', 'en'],
      group: 'OPENFLiX',
    });
    expect(r.flags.germanDl).toBe(true);
    expect(r.flags.dl).toBe(true);
  });

  it('keeps a sequel number in the title', () => {
    const r = parseReleaseName('Der.Schuh.des.Manitu.2.German.DL.720p.WEB.h264-KINOKiSTE');
    expect(r.title).toBe('Der Schuh des Manitu 2');
    expect(r.year).toBeNull();
    expect(r.source).toBe('WEB');
    expect(r.codec).toBe('H.264');
  });

  it('reads the language before the year and the AC3D dub', () => {
    const r = parseReleaseName('Das.Boot.German.1981.UNCUT.AC3D.DL.DVDRip.XviD-ALTEISEN');
    expect(r).toMatchObject({ title: 'Das Boot', year: 1981, audio: 'AC3', source: 'DVDRip', codec: 'XviD' });
    expect(r.languages).toEqual(['de', 'en']);
    expect(r.flags).toMatchObject({ ac3d: true, uncut: true, germanDl: true });
  });

  it('treats German.Subbed as subtitles, not audio', () => {
    const r = parseReleaseName('Parasite.2019.German.Subbed.1080p.BluRay.x264-KOREAFiLM');
    expect(r.languages).toEqual([]);
    expect(r.subtitles).toEqual(['de']);
    expect(r.flags.subbed).toBe(true);
  });

  it('reads a line-dubbed cinema copy', () => {
    const r = parseReleaseName('Der.Pate.Teil.III.TS.Line.Dubbed.German.XviD-KINOSAAL');
    expect(r).toMatchObject({ source: 'TS', languages: ['de'], group: 'KINOSAAL' });
    expect(r.flags.dubbed).toBe(true);
  });

  it('reads flags: PROPER, REPACK, iNTERNAL, Extended, Remastered, 3D, HDR and DV', () => {
    const r = parseReleaseName(
      'Die.Zwei.Tuerme.2002.EXTENDED.REMASTERED.German.DL.2160p.UHD.BluRay.HDR.DV.HEVC.TrueHD.Atmos-ELBENWALD',
    );
    expect(r).toMatchObject({ title: 'Die Zwei Tuerme', year: 2002, source: 'UHD BluRay', codec: 'H.265' });
    expect(r.audio).toBe('Atmos');
    expect(r.flags).toMatchObject({ extended: true, remastered: true, hdr: true, dolbyVision: true });
    const p = parseReleaseName('Avatar.2009.3D.PROPER.REPACK.iNTERNAL.German.DL.1080p.BluRay.x264-HOVERBOOT');
    expect(p.flags).toMatchObject({ threeD: true, proper: true, repack: true, internal: true });
    expect(p.title).toBe('Avatar');
  });

  it('reads ML as multi-language', () => {
    const r = parseReleaseName('Asterix.erobert.Rom.1976.German.ML.1080p.BluRay.x264-GALLIER');
    expect(r.flags.ml).toBe(true);
    expect(r.languages).toContain('de');
  });

  it('maps audio aliases', () => {
    expect(parseReleaseName('Film.2020.German.DD51.DL.1080p.WEB.x264-GRP').audio).toBe('AC3');
    expect(parseReleaseName('Film.2020.German.EAC3D.DL.1080p.WEB.x264-GRP').audio).toBe('EAC3');
    expect(parseReleaseName('Film.2020.German.DDP5.1.Atmos.DL.2160p.WEB.H265-GRP').audio).toBe('Atmos');
    expect(parseReleaseName('Film.2020.German.DTS-HD.MA.DL.1080p.BluRay.x264-GRP').audio).toBe('DTS-HD');
  });
});

describe('series', () => {
  it('reads a single episode with its episode title', () => {
    const r = parseReleaseName('Dark.S02E05.Die.Verlorenen.German.DL.1080p.WEB.x264-WINDEN');
    expect(r).toMatchObject({
      title: 'Dark',
      type: 'episode',
      season: 2,
      episode: 5,
      languages: ['de', 'en'],
    });
  });

  it('reads multi-episode names without a single episode', () => {
    const r = parseReleaseName('Tatortreiniger.S01E01E02.German.720p.HDTV.x264-SCHOTTY');
    expect(r).toMatchObject({ season: 1, episode: null, episodes: [1, 2], type: 'episode' });
  });

  it('expands episode ranges', () => {
    const r = parseReleaseName('Babylon.Berlin.S03E01-E04.German.1080p.WEB.x264-MOKA');
    expect(r.episodes).toEqual([1, 2, 3, 4]);
    expect(r.episode).toBeNull();
  });

  it('reads a season pack as a complete season', () => {
    const r = parseReleaseName('Der.Bergdoktor.S14.COMPLETE.German.720p.WEB.x264-ALPENRAUSCH');
    expect(r).toMatchObject({ title: 'Der Bergdoktor', season: 14, episode: null, completeSeason: true });
    expect(r.flags.complete).toBe(true);
  });

  it('reads Staffel and multi-season ranges', () => {
    expect(parseReleaseName('Stromberg.Staffel.3.German.DVDRip.XviD-CAPITOL').season).toBe(3);
    const r = parseReleaseName('Pastewka.S01-S03.German.720p.WEB.x264-BRUECKE');
    expect(r.seasons).toEqual([1, 2, 3]);
    expect(r.season).toBeNull();
  });

  it('reads 1x02 numbering and dated shows', () => {
    expect(parseReleaseName('Familie.Heinz.Becker.3x07.German.DVDRip.x264-SAAR')).toMatchObject({
      season: 3,
      episode: 7,
    });
    const r = parseReleaseName('Tagesschau.2023.05.18.German.720p.HDTV.x264-ARD');
    expect(r).toMatchObject({ title: 'Tagesschau', type: 'episode', date: '2023-05-18', year: null });
  });

  it('uses a series hint when the name has no marker', () => {
    expect(parseReleaseName('Lindenstrasse.Folge.1758.German.HDTV.x264-MUENCHEN').episode).toBe(1758);
    expect(parseReleaseName('Irgendwas.German.720p.HDTV.x264-GRP', { type: 'series' }).type).toBe('episode');
  });
});

describe('anime', () => {
  it('reads fansub names', () => {
    const r = parseReleaseName('[Kitsune] Sora no Shiro - 04 [1080p][ABCD1234].mkv');
    expect(r).toMatchObject({
      title: 'Sora no Shiro',
      type: 'episode',
      episode: 4,
      resolution: '1080p',
      group: 'Kitsune',
    });
  });

  it('reads German anime releases; DL there adds Japanese, not English', () => {
    const r = parseReleaseName('Kaze.no.Tani.E12.German.DL.ANiME.720p.BluRay.x264-TANUKI', { type: 'anime' });
    expect(r).toMatchObject({ title: 'Kaze no Tani', episode: 12, type: 'episode' });
    expect(r.languages).toEqual(['de', 'ja']);
  });
});

describe('other releases', () => {
  it('reads audiobooks', () => {
    const r = parseReleaseName('Die.Verwandlung.Hoerbuch.German.2012.MP3-GRUPPE');
    expect(r).toMatchObject({
      title: 'Die Verwandlung',
      year: 2012,
      type: 'other',
      category: 'audiobook',
      languages: ['de'],
      group: 'GRUPPE',
    });
  });

  it('reads e-books and magazines', () => {
    const r = parseReleaseName('Kochen.und.Geniessen.Nr.7.2021.German.MAGAZiNE.eBook-LESEZEiT');
    expect(r).toMatchObject({
      title: 'Kochen und Geniessen',
      type: 'other',
      category: 'ebook',
      languages: ['de'],
    });
  });

  it('reads scene music names', () => {
    const r = parseReleaseName('Kraftklang_-_Neonlicht-WEB-DE-2019-KLANG');
    expect(r).toMatchObject({ type: 'other', year: 2019, languages: ['de'], group: 'KLANG' });
  });

  it('reads games and apps', () => {
    expect(parseReleaseName('Siedlerwelt.Koenigreich.NSW-BURGHOF')).toMatchObject({
      title: 'Siedlerwelt Koenigreich',
      type: 'other',
      category: 'game',
    });
    expect(parseReleaseName('Steuerfuchs.2024.v3.1.2.German.WinALL.Incl.Keygen-FiSKUS')).toMatchObject({
      title: 'Steuerfuchs 2024',
      type: 'other',
      category: 'app',
      languages: ['de'],
    });
  });

  it('honours music, game and digital hints', () => {
    expect(parseReleaseName('Irgendein.Name-GRP', { type: 'music' }).type).toBe('other');
    expect(parseReleaseName('Irgendein.Name-GRP', { type: 'game' }).category).toBe('game');
    expect(parseReleaseName('Irgendein.Name-GRP', { type: 'digital' }).category).toBe('ebook');
  });
});

describe('groups and tags', () => {
  it('drops tracker tags and keeps dashed group names', () => {
    expect(parseReleaseName('Show.Name.S01E01.720p.HDTV.x264-KRUEMEL[eztv]').group).toBe('KRUEMEL');
    expect(parseReleaseName('Film.2019.1080p.BluRay.x264-NERD-HUB').group).toBe('NERD-HUB');
    expect(parseReleaseName('Film.2019.1080p.WEB-DL.DD5.1.H.264').group).toBeNull();
  });
});

describe('helpers', () => {
  it('resolutionOf buckets what the name states, otherwise SD', () => {
    expect(resolutionOf('Film.2020.German.2160p.UHD.BluRay.x265-GRP')).toBe('2160p');
    expect(resolutionOf('Film.2020.German.1080i.HDTV.x264-GRP')).toBe('1080p');
    expect(resolutionOf('Film.2020.German.720p.WEB.x264-GRP')).toBe('720p');
    expect(resolutionOf('Film.2020.German.576p.HDTV.x264-GRP')).toBe('SD');
    expect(resolutionOf('Film.2020.German.DVDRip.XviD-GRP')).toBe('SD');
    expect(resolutionOf('Film.2020.German.4K.WEB.x265-GRP')).toBe('2160p');
  });

  it('cleanTitle gives a display title', () => {
    expect(cleanTitle('Das.Leben.der.Anderen.2006.German.DL.1080p.BluRay.x264-STASI')).toBe(
      'Das Leben der Anderen',
    );
    expect(cleanTitle('M.A.S.H.S01E01.German.DVDRip.x264-KOREA')).toBe('M.A.S.H.');
    expect(cleanTitle('Lola rennt (1998) [1080p]')).toBe('Lola rennt');
  });

  it('never throws on odd input', () => {
    for (const name of ['', '-', '[]', '...', '2020', 'S01E01', '[Grp]']) {
      expect(() => parseReleaseName(name)).not.toThrow();
    }
  });
});
