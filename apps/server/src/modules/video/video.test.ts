import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { imdbVideoIdOf } from './imdb-video.ts';

const ctx = useTestApp();
const embed = (url: string) => ctx.app.inject({ url: `/api/video/embed?url=${encodeURIComponent(url)}` });

describe('IMDb trailer embed', () => {
  it('answers an HTML page framing the IMDb player for IMDb video URLs', async () => {
    const res = await embed('https://www.imdb.com/video/vi2837356825/?ref_=tt_vi_i_1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('src="https://www.imdb.com/videoembed/vi2837356825"');
  });

  it.each([
    ['https://m.imdb.com/video/imdb/vi1234567890', 'vi1234567890'],
    ['https://www.imdb.com/title/tt1727587/video/vi4206608409', 'vi4206608409'],
    ['https://www.imdb.com/videoembed/vi4206608409', 'vi4206608409'],
  ])('reads the video id of %s', (url, id) => {
    expect(imdbVideoIdOf(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    'https://imdb.com.evil.example/video/vi2837356825',
    'https://www.imdb.com/title/tt1727587/',
    'javascript:alert(1)//www.imdb.com/video/vi2837356825',
    'not a url',
  ])('refuses %s with 400 and a url error', async (url) => {
    const res = await embed(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ url: 'Keine IMDb-Video-Adresse.' });
  });

  it('needs the url parameter', async () => {
    const res = await ctx.app.inject({ url: '/api/video/embed' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['url']);
  });
});
