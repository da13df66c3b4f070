// The three default themes every project has (PROTOCOL.md §5.21), as TSX sources of our own. They use
// inline styles rather than Tailwind, so a mail renders in a few milliseconds.
import { DEFAULT_EMAIL_THEME_IDS } from '../../src/protocol/wire/emails';

function themeSource(colors: { mode: 'light' | 'dark'; page: string; card: string; text: string; muted: string; accent: string; header?: string }): string {
  const header = colors.header
    ? `\n          <Section style={{ background: '${colors.header}', height: '8px', borderRadius: '8px 8px 0 0' }} />`
    : '';
  return `import { Body, Container, Head, Html, Link, Section, Text } from '@react-email/components';
import { ProjectLogo, type ThemeProps } from '@stackframe/emails';

export function EmailTheme({ children, unsubscribeLink, projectLogos }: ThemeProps) {
  return (
    <Html>
      <Head />
      <Body style={{ backgroundColor: '${colors.page}', color: '${colors.text}', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '32px 12px' }}>
        <Container style={{ maxWidth: '560px' }}>${header}
          <Section style={{ backgroundColor: '${colors.card}', borderRadius: '${colors.header ? '0 0 8px 8px' : '8px'}', padding: '32px 40px' }}>
            <ProjectLogo data={projectLogos} mode="${colors.mode}" />
            {children}
          </Section>
          {unsubscribeLink ? (
            <Text style={{ color: '${colors.muted}', fontSize: '12px', textAlign: 'center' }}>
              <Link href={unsubscribeLink} style={{ color: '${colors.accent}' }}>Unsubscribe</Link> from mails like this one.
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
`;
}

export interface DefaultTheme {
  id: string;
  displayName: string;
  tsxSource: string;
}

export const DEFAULT_THEMES: readonly DefaultTheme[] = [
  {
    id: DEFAULT_EMAIL_THEME_IDS.light,
    displayName: 'Default Light',
    tsxSource: themeSource({ mode: 'light', page: '#f3f4f6', card: '#ffffff', text: '#1f2937', muted: '#6b7280', accent: '#2563eb' }),
  },
  {
    id: DEFAULT_EMAIL_THEME_IDS.dark,
    displayName: 'Default Dark',
    tsxSource: themeSource({ mode: 'dark', page: '#111827', card: '#1f2937', text: '#f9fafb', muted: '#9ca3af', accent: '#93c5fd' }),
  },
  {
    id: DEFAULT_EMAIL_THEME_IDS.colorful,
    displayName: 'Default Colorful',
    tsxSource: themeSource({
      mode: 'light',
      page: '#fdf4ff',
      card: '#ffffff',
      text: '#312e81',
      muted: '#7c3aed',
      accent: '#db2777',
      header: 'linear-gradient(90deg, #f97316, #db2777, #7c3aed)',
    }),
  },
];

/** A new theme starts as a copy of the default light theme (§5.21). */
export const NEW_THEME_SOURCE = DEFAULT_THEMES[0]!.tsxSource;

/** The theme a mail gets when the project's selected theme no longer exists. */
export const FALLBACK_THEME = DEFAULT_THEMES[0]!;
