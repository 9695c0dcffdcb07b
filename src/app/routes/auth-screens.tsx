// Part B's mobile login and signup pages (src/features/auth/pages), loaded lazily. Looked up with
// import.meta.glob so the shell builds before they land; until then a placeholder names the page.
import type { ComponentType } from 'react';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>('../../features/auth/pages/Mobile{Login,Signup}Page.tsx');

function loadNamed(file: string, name: string, screen: string): () => Promise<ComponentType> {
  return async () => {
    const load = modules[`../../features/auth/pages/${file}`];
    const component = load ? (await load())[name] : undefined;
    if (typeof component === 'function') return component as ComponentType;
    return function AuthPlaceholder() {
      return <ScreenPlaceholder screen={screen} />;
    };
  };
}

export const authScreens = {
  mobileLogin: loadNamed('MobileLoginPage.tsx', 'MobileLoginPage', 'mobileLogin'),
  mobileSignup: loadNamed('MobileSignupPage.tsx', 'MobileSignupPage', 'mobileSignup'),
};
