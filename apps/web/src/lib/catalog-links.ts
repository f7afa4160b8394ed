/** Links into the catalogue that several pages share (spec section 2). */
export const productPath = (productId: number) => `/product/${productId}`;

export const wholesalerPath = (wholesalerId: number) => `/wholesaler/${wholesalerId}`;

/** The search page filtered by a category, matched by its lowercased name. */
export const categorySearchPath = (categoryName: string) =>
  `/search?category=${encodeURIComponent(categoryName.toLowerCase())}`;

/** The search page filtered by a brand, as the product page links to it. */
export const brandSearchPath = (brandName: string) => `/search?brand=${encodeURIComponent(brandName)}`;
