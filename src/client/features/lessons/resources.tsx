import type { ReactNode } from 'react';
import type { DefinitionCard, LessonDetail, LinkItem } from '../../../shared/api/content';
import type { TabItem } from './Tabs';
import { ListenButton } from '../readAloud/ListenButton';
import { SpokenText } from '../readAloud/SpokenText';
import { Slideshow } from './Slideshow';
import { lessonText } from './text';

const YOUTUBE = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{6,})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/;
const VIDEO_FILE = /\.(mp4|webm|ogv|mov)(\?|#|$)/i;
const AUDIO_FILE = /\.(mp3|m4a|wav|ogg|oga|aac)(\?|#|$)/i;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|avif)(\?|#|$)/i;

function OpenLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="resource-link">
      {children}
      <span className="visually-hidden"> {lessonText.opensInNewTab}</span>
    </a>
  );
}

/** A video or song from its URL: an embedded player where the site allows one, else a link. */
export function MediaPlayer({ url, title, kind }: { url: string; title: string; kind: 'video' | 'audio' }) {
  const youtube = url.match(YOUTUBE)?.[1];
  const vimeo = url.match(VIMEO)?.[1];
  let player = null;
  if (youtube || vimeo) {
    const src = youtube ? `https://www.youtube-nocookie.com/embed/${youtube}` : `https://player.vimeo.com/video/${vimeo}`;
    player = (
      <div className="media-frame">
        <iframe src={src} title={title} allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen loading="lazy" />
      </div>
    );
  } else if (AUDIO_FILE.test(url) || (kind === 'audio' && !VIDEO_FILE.test(url))) {
    player = <audio className="media-audio" controls preload="none" src={url} aria-label={title} />;
  } else if (VIDEO_FILE.test(url)) {
    player = <video className="media-video" controls preload="metadata" src={url} aria-label={title} />;
  }
  return (
    <div className="media">
      {player}
      <p>
        <OpenLink url={url}>{player ? lessonText.openInNewTab : lessonText.openTitled(title)}</OpenLink>
      </p>
    </div>
  );
}

function DefinitionCards({ cards }: { cards: readonly DefinitionCard[] }) {
  return (
    <ul className="definition-grid">
      {cards.map((card, i) => (
        <li key={i} className="definition-card">
          <div className="definition-head">
            <h3 className="definition-term" lang="en">
              {card.url ? (
                <OpenLink url={card.url}>
                  <SpokenText id={`card-${i}`} text={card.term} />
                </OpenLink>
              ) : (
                <SpokenText id={`card-${i}`} text={card.term} />
              )}
            </h3>
            <ListenButton
              id={`card-${i}`}
              parts={[
                { text: card.term, language: 'en' },
                { text: card.definition, language: 'en' },
                { text: lessonText.example, language: 'interface' },
                { text: card.example, language: 'en' },
              ]}
              label={lessonText.listenToCard(card.term)}
            />
          </div>
          <p lang="en">
            <SpokenText id={`card-${i}`} part={1} text={card.definition} />
          </p>
          <p className="definition-example">
            <span className="definition-example-label">{lessonText.example} </span>
            <span lang="en">
              <SpokenText id={`card-${i}`} part={3} text={card.example} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

function MemorableImages({ images }: { images: readonly LinkItem[] }) {
  return (
    <ul className="image-grid">
      {images.map((image, i) => (
        <li key={i}>
          <figure className="memorable-image">
            {IMAGE_FILE.test(image.url) ? <img src={image.url} alt={image.label} lang="en" loading="lazy" /> : null}
            <figcaption lang="en">
              <OpenLink url={image.url}>{image.label}</OpenLink>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** What a reason says: the sentence, or the label of a linked one. */
const whyText = (reason: LessonDetail['whyItIsImportant'][number]) => (typeof reason === 'string' ? reason : reason.label);

/**
 * The lesson's resources that exist, in the spec's order (primaryVideo, slideShow,
 * secondaryVideo, shortVideo, musicVideoAudio, memorableImages, definitionCards,
 * whyItIsImportant, kahoot); media tabs only when their URL is set.
 */
export function lessonResources(lesson: LessonDetail): TabItem[] {
  const tabs: (TabItem | null)[] = [
    lesson.primaryVideoPath
      ? {
          id: 'video',
          label: lessonText.tabVideo,
          render: () => <MediaPlayer url={lesson.primaryVideoPath!} title={lessonText.videoTitle(lesson.name)} kind="video" />,
        }
      : null,
    lesson.slides.length > 0
      ? {
          id: 'slideshow',
          label: lessonText.tabSlideshow,
          render: () => <Slideshow slides={lesson.slides} label={lessonText.slideshowLabel(lesson.name)} />,
        }
      : null,
    lesson.secondaryVideoPath
      ? {
          id: 'video2',
          label: lessonText.tabSecondVideo,
          render: () => <MediaPlayer url={lesson.secondaryVideoPath!} title={lessonText.secondVideoTitle(lesson.name)} kind="video" />,
        }
      : null,
    lesson.shortVideoPath
      ? {
          id: 'short',
          label: lessonText.tabShortVideo,
          render: () => <MediaPlayer url={lesson.shortVideoPath!} title={lessonText.shortVideoTitle(lesson.name)} kind="video" />,
        }
      : null,
    lesson.musicVideoAudioPath
      ? {
          id: 'music',
          label: lessonText.tabMusic,
          render: () => <MediaPlayer url={lesson.musicVideoAudioPath!} title={lessonText.musicTitle(lesson.name)} kind="audio" />,
        }
      : null,
    lesson.memorableImages.length > 0
      ? { id: 'images', label: lessonText.tabImages, render: () => <MemorableImages images={lesson.memorableImages} /> }
      : null,
    lesson.definitionCards.length > 0
      ? { id: 'definitions', label: lessonText.tabDefinitions, render: () => <DefinitionCards cards={lesson.definitionCards} /> }
      : null,
    lesson.whyItIsImportant.length > 0
      ? {
          id: 'why',
          label: lessonText.tabWhy,
          render: () => (
            <>
              <ListenButton
                id="why-it-is-important"
                parts={lesson.whyItIsImportant.map((reason) => ({ text: whyText(reason), language: 'en' }))}
                label={lessonText.listenToWhy}
                withText
                className="why-listen"
              />
              <ul className="why-list" lang="en">
                {lesson.whyItIsImportant.map((reason, i) => (
                  <li key={i}>
                    {typeof reason === 'string' ? (
                      <SpokenText id="why-it-is-important" part={i} text={reason} />
                    ) : (
                      <OpenLink url={reason.url}>
                        <SpokenText id="why-it-is-important" part={i} text={reason.label} />
                      </OpenLink>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ),
        }
      : null,
    lesson.kahootPath
      ? {
          id: 'kahoot',
          label: lessonText.tabKahoot,
          render: () => (
            <div className="media">
              <p>{lessonText.kahootText}</p>
              <a href={lesson.kahootPath!} target="_blank" rel="noopener noreferrer" className="button button-primary">
                {lessonText.playKahoot}
                <span className="visually-hidden"> {lessonText.opensInNewTab}</span>
              </a>
            </div>
          ),
        }
      : null,
  ];
  return tabs.filter((t): t is TabItem => t !== null);
}
