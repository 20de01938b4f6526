import { describe, expect, it } from 'vitest';
import { videoEmbed } from './lessonVideos';

describe('videoEmbed: the player of a teacher’s video link', () => {
  it('plays YouTube through youtube-nocookie.com', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      '  https://youtu.be/dQw4w9WgXcQ  ',
    ]) {
      expect(videoEmbed(link), link).toEqual({ site: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: player });
    }
  });

  it('plays Vimeo without tracking (an unlisted video keeps its hash)', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ site: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://www.vimeo.com/76979871/a1b2c3d4e5')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&dnt=1');
  });

  it("plays a Google Drive file through Drive's preview", () => {
    for (const link of [
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view?usp=sharing',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/preview',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      expect(videoEmbed(link), link).toEqual({
        site: 'drive',
        id: '1AbCdEfGhIjKlMnOpQrStUv',
        embedUrl: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/preview',
      });
    }
  });

  it('refuses anything else: not https, other sites and pages, look-alike hosts, credentials, malformed ids', () => {
    for (const link of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ/extra',
      'https://youtu.be/',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/123/not-a-hash!',
      'https://player.vimeo.com/video/76979871',
      'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUv',
      'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUv',
      'https://docs.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/view',
      'javascript:alert(1)',
      'data:text/html,hi',
      '',
      'not a link',
    ]) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });
});
