import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { ShellLayout } from './shell-layout';

const ignore = () => undefined;

export interface ShellFrameProps {
  /** The title of the screen the page is for, as that screen prints it. */
  title: string;
}

/**
 * The shell as a signed-in page paints it before the app has run (decision 423): the brand, the
 * menu, the screen's title and skeletons in place of figures. It shows nobody's data, so it can be
 * written into the page at build time; the app replaces it with the screen. It is a picture of the
 * screen to come: inert and hidden from assistive technology, which hear the screen itself.
 */
export function ShellFrame({ title }: ShellFrameProps) {
  return (
    <div inert aria-hidden="true">
      <ShellLayout
        actsAsPlanner={false}
        canLogout={false}
        settingsAttention={false}
        open={false}
        onLogout={ignore}
        onToggleSidebar={ignore}
      >
        <Page title={title}>
          <Skeleton variant="rect" height={96} count={4} />
        </Page>
      </ShellLayout>
    </div>
  );
}
