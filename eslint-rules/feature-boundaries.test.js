import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import featureBoundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule only does path arithmetic: the source folder need not exist.
const root = path.resolve('web-src');
const fileIn = (relative) => path.join(root, relative);
const options = [{ root }];

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('feature-boundaries', featureBoundaries, {
  valid: [
    {
      name: 'a feature uses another one through its public entry',
      filename: fileIn('features/checkout/routes/checkout-page.tsx'),
      code: "import { useCart } from '../../cart';",
      options,
    },
    {
      name: 'the public entry may be named by its index module',
      filename: fileIn('features/home/components/deal-of-the-day.tsx'),
      code: "import { AddToCartButton } from '../../cart/index';",
      options,
    },
    {
      name: 'a feature reaches deep into its own folders',
      filename: fileIn('features/cart/routes/cart-page.tsx'),
      code: "import { useCart } from '../state/use-cart';\nimport type { CartItem } from '../../cart/state/use-cart';",
      options,
    },
    {
      name: 'a feature uses components/ and lib/',
      filename: fileIn('features/catalog/components/product-results.tsx'),
      code: "import { ProductCard } from '../../../components/commerce/product-card';\nimport { cn } from '../../../lib/cn';",
      options,
    },
    {
      name: 'app/ composes: it may load any module of a feature',
      filename: fileIn('app/router.tsx'),
      code: "const page = () => import('../features/cart/routes/cart-page');",
      options,
    },
    {
      name: 'package imports are not the rule’s concern',
      filename: fileIn('lib/query-client.ts'),
      code: "import { QueryClient } from '@tanstack/react-query';",
      options,
    },
  ],
  invalid: [
    {
      name: 'a feature reaching inside another one is refused',
      filename: fileIn('features/checkout/routes/checkout-page.tsx'),
      code: "import { useCart } from '../../cart/state/use-cart';",
      options,
      errors: [
        {
          message:
            "'../../cart/state/use-cart' reaches inside the cart feature: import from its public entry 'features/cart' instead.",
        },
      ],
    },
    {
      name: 'a deep re-export and a deep dynamic import are refused too',
      filename: fileIn('features/home/index.ts'),
      code: "export * from '../catalog/api/get-categories';\nconst page = () => import('../product/routes/product-page');",
      options,
      errors: [{ messageId: 'deepImport' }, { messageId: 'deepImport' }],
    },
    {
      name: 'components/ may not import from features/',
      filename: fileIn('components/commerce/product-card.tsx'),
      code: "import { AddToCartButton } from '../../features/cart';",
      options,
      errors: [{ message: "'../../features/cart': components/ may not import from features/." }],
    },
    {
      name: 'lib/ may not import from app/ or features/',
      filename: fileIn('lib/session.ts'),
      code: "import { router } from '../app/router';\nimport { useCart } from '../features/cart';",
      options,
      errors: [
        { message: "'../app/router': lib/ may not import from app/." },
        { message: "'../features/cart': lib/ may not import from features/." },
      ],
    },
    {
      name: 'a feature may not import from app/',
      filename: fileIn('features/orders/routes/orders-page.tsx'),
      code: "import { PageLoader } from '../../../app/page-loader';",
      options,
      errors: [{ message: "'../../../app/page-loader': features/ may not import from app/." }],
    },
  ],
});
