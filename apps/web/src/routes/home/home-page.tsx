import { useTranslation } from 'react-i18next';
import { CtaBand } from '../../components/layout/cta-band';
import { PublicLayout } from '../../components/layout/public-layout';
import { usePageTitle } from '../../lib/use-page-title';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { WhySection } from './why-section';

/** Marketing home "/" (PRODUCT §2). Loaded eagerly: it is the first thing most visitors see. */
export function HomePage() {
  usePageTitle('home');
  const { t } = useTranslation('home');
  return (
    <PublicLayout>
      <HeroSection />
      <WhySection />
      <FeaturesSection />
      <CtaBand title={t('cta.title')} body={t('cta.body')} button={t('cta.button')} />
    </PublicLayout>
  );
}
