import type { DefinitionCard, LessonDetail, LinkItem } from '../../../shared/api/content';
import type { TabItem } from './Tabs';
import { ListenButton } from '../readAloud/ListenButton';
import { SpokenText } from '../readAloud/SpokenText';
import { MediaPlayer, OpenLink } from './MediaPlayer';
import { Slideshow } from './Slideshow';
import { lessonText } from './text';
import { lessonName } from '../courses/contentNames';
import { WatchTab } from './WatchTab';

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg|avif)(\?|#|$)/i;

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
 * whyItIsImportant, kahoot); media tabs only when their URL is set. The video tab (issue 27,
 * "A lesson to watch") is there for every lesson with slides: the narrated walkthrough made from
 * them, beside (under) the pack's video and the class's own video when there are any.
 */
export function lessonResources(lesson: LessonDetail): TabItem[] {
  const tabs: (TabItem | null)[] = [
    lesson.slides.length > 0 || lesson.primaryVideoPath
      ? {
          id: 'video',
          label: lesson.slides.length > 0 ? lessonText.tabWatch : lessonText.tabVideo,
          render: () => <WatchTab lesson={lesson} />,
        }
      : null,
    lesson.slides.length > 0
      ? {
          id: 'slideshow',
          label: lessonText.tabSlideshow,
          render: () => <Slideshow slides={lesson.slides} label={lessonText.slideshowLabel(lessonName(lesson))} />,
        }
      : null,
    lesson.secondaryVideoPath
      ? {
          id: 'video2',
          label: lessonText.tabSecondVideo,
          render: () => (
            <MediaPlayer url={lesson.secondaryVideoPath!} title={lessonText.secondVideoTitle(lessonName(lesson))} kind="video" />
          ),
        }
      : null,
    lesson.shortVideoPath
      ? {
          id: 'short',
          label: lessonText.tabShortVideo,
          render: () => <MediaPlayer url={lesson.shortVideoPath!} title={lessonText.shortVideoTitle(lessonName(lesson))} kind="video" />,
        }
      : null,
    lesson.musicVideoAudioPath
      ? {
          id: 'music',
          label: lessonText.tabMusic,
          render: () => <MediaPlayer url={lesson.musicVideoAudioPath!} title={lessonText.musicTitle(lessonName(lesson))} kind="audio" />,
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
