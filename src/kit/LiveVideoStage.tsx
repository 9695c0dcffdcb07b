// The live sports broadcast in its stage, as the main page and /live frame it (https only: the caller
// gives a url that passed safeGameUrl), and the stage's shape while the address loads.
import styles from './live-video-stage.module.css';

interface StageProps {
  readonly url: string;
  /** The frame's accessible name. */
  readonly title: string;
  /** Load the frame only when it comes near (the main page, where it sits below the fold). */
  readonly lazy?: boolean;
}

export function LiveVideoStage({ url, title, lazy = false }: StageProps) {
  return (
    <div className={styles.stage}>
      <iframe
        src={url}
        title={title}
        className={styles.frame}
        loading={lazy ? 'lazy' : undefined}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-presentation"
      />
    </div>
  );
}

/** The empty stage while the address loads. */
export function LiveVideoWaiting(props: { readonly 'aria-hidden'?: boolean }) {
  return <div className={`${styles.stage} ${styles.waiting}`} {...props} />;
}
