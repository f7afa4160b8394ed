import type { ProductItem, ProductLine } from './product-line.js';

const item = (
  name: string,
  unitRupees: [number, number],
  packs: number[],
  specs: Record<string, string>,
): ProductItem => ({ name, unitRupees, packs, specs });

const clothing: ProductLine = {
  productType: 'clothing',
  demoCount: 22,
  packWord: 'Set',
  summary: 'is packed in assorted sizes so a shop can stock a full size run from one order.',
  features: [
    'Pre-shrunk fabric with fast colours',
    'Size ratio printed on every set',
    'Individually poly-bagged with a barcode tag',
    'Reinforced stitching at the seams',
    'Colour and design assortment chosen for the season',
  ],
  lineSpecs: { Care: 'Machine wash cold, dry in shade', 'Country of manufacture': 'India' },
  items: [
    item('Cotton Kurta – Assorted Sizes', [260, 380], [6, 12], { Fabric: '100% cotton', Sizes: 'M, L, XL, XXL' }),
    item("Men's Formal Shirt – Sizes 38–44", [280, 420], [6, 12], { Fabric: 'Poly-cotton', Fit: 'Regular' }),
    item("Women's Printed Kurti – Sizes S–XXL", [220, 340], [6, 12], { Fabric: 'Rayon', Length: 'Knee length' }),
    item("Kids' Cotton T-Shirt – Ages 2–10", [95, 150], [12, 24], { Fabric: 'Cotton jersey', Neck: 'Round' }),
    item('Denim Jeans – Waist 28–36', [420, 600], [6, 12], { Fabric: 'Stretch denim', Fit: 'Slim' }),
    item('Cotton Saree with Blouse Piece', [450, 780], [4, 10], { Length: '5.5 m + 0.8 m blouse', Weave: 'Handloom' }),
    item("Men's Cotton Vest", [55, 85], [12, 24], { Fabric: '100% combed cotton', Sizes: '80–100 cm' }),
    item('Track Pants – Assorted Colours', [180, 260], [6, 12], { Fabric: 'Polyester blend', Waist: 'Elastic' }),
    item('Woollen Shawl', [320, 520], [5, 10], { Fabric: 'Wool blend', Size: '100 × 200 cm' }),
    item('Cotton Lungi', [110, 170], [10, 20], { Fabric: 'Cotton', Length: '2 m' }),
    item('Winter Jacket – Sizes M–XXL', [750, 1100], [4, 8], { Shell: 'Nylon', Fill: 'Polyester wadding' }),
    item('Leggings – Free Size', [90, 140], [12, 24], { Fabric: 'Cotton lycra', Length: 'Ankle' }),
  ],
};

const furniture: ProductLine = {
  productType: 'furniture',
  demoCount: 14,
  packWord: 'Set',
  summary: 'is built for daily use in homes, offices and shops, and ships flat-packed or fully assembled.',
  features: [
    'Termite-treated wood or powder-coated steel',
    'Assembly guide and fittings included',
    'Edges finished and sanded smooth',
    'Freight to your godown quoted with the order',
    'Replacement of parts damaged in transit',
  ],
  lineSpecs: { Warranty: '1 year against manufacturing defects', Assembly: 'Carpenter assembly, about 1 hour' },
  items: [
    item('Plastic Chair with Arms', [380, 520], [6, 12], { Material: 'Virgin polypropylene', Load: '150 kg' }),
    item('Sheesham Wood Dining Table, 6 Seater', [18000, 26000], [1], { Material: 'Solid sheesham' }),
    item('Three-Seater Fabric Sofa', [14000, 22000], [1], { Upholstery: 'Jute blend fabric', Width: '198 cm' }),
    item('Office Chair with Lumbar Support', [3200, 4800], [1, 4], { Mechanism: 'Tilt lock', Base: 'Nylon' }),
    item('Steel Almirah, 4 Shelves', [8500, 11500], [1, 2], { Height: '198 cm', Lock: 'Double lock' }),
    item('Engineered Wood Study Table', [2800, 4200], [1, 4], { Size: '100 × 50 cm', Finish: 'Wenge' }),
    item('Queen Size Bed with Storage', [17000, 24000], [1], { Size: '152 × 198 cm', Storage: 'Hydraulic lift' }),
    item('Five-Tier Bookshelf', [2200, 3200], [1, 4], { Height: '165 cm', Material: 'Engineered wood' }),
    item('Folding Plastic Stool', [140, 220], [10, 20], { Height: '45 cm', Load: '100 kg' }),
    item('Four-Tier Shoe Rack', [750, 1100], [2, 6], { Capacity: '12 pairs', Material: 'Powder-coated steel' }),
  ],
};

const toys: ProductLine = {
  productType: 'toys',
  demoCount: 18,
  packWord: 'Box',
  summary: 'is a popular pick for toy and gift shops, safe for children of the age shown on the box.',
  features: [
    'BIS-certified as required for toys sold in India',
    'Non-toxic, lead-free paints and plastics',
    'Age grading printed on every box',
    'Rounded edges and no small loose parts for younger children',
    'Colourful gift-ready packaging',
  ],
  lineSpecs: { Certification: 'BIS (IS 9873)' },
  items: [
    item('Building Blocks Set, 120 Pieces', [260, 380], [6, 12], { Age: '3 years and up', Pieces: '120' }),
    item('Remote Control Racing Car', [520, 780], [4, 8], { Battery: 'Rechargeable', Range: 'Up to 25 m' }),
    item('Soft Teddy Bear 45 cm', [220, 340], [6, 12], { Height: '45 cm', Fill: 'Polyester fibre' }),
    item('Wooden Jigsaw Puzzle, 48 Pieces', [120, 180], [10, 20], { Age: '4 years and up', Material: 'Pine wood' }),
    item("Kids' Cricket Bat and Ball Set", [240, 360], [6, 12], { Bat: 'Poplar willow, size 3', Age: '5–9 years' }),
    item('Musical Keyboard for Kids, 37 Keys', [650, 950], [3, 6], { Keys: '37', Power: '4 × AA or adaptor' }),
    item('Ludo and Snakes & Ladders Board Game', [90, 140], [12, 24], { Players: '2–4', Age: '5 years and up' }),
    item("Kids' Tricycle with Basket", [1400, 2100], [1, 4], { Age: '2–5 years', Load: '30 kg' }),
    item('Modelling Clay, 12 Colours', [60, 95], [24, 48], { Colours: '12', Weight: '200 g' }),
    item('Doll House Play Set', [700, 1050], [2, 6], { Pieces: '35 with furniture', Age: '3 years and up' }),
  ],
};

const other: ProductLine = {
  productType: 'other',
  demoCount: 18,
  packWord: 'Pack',
  summary: 'is an everyday essential for general and kirana stores, with steady repeat demand.',
  features: [
    'MRP printed on every unit',
    'Sturdy outer cartons that stack safely',
    'Consistent quality from batch to batch',
    'Fast dispatch from the nearest warehouse',
    'Easy returns for damaged cartons',
  ],
  lineSpecs: { 'Country of origin': 'India' },
  items: [
    item('Stainless Steel Water Bottle 1 L', [170, 250], [12, 24], { Capacity: '1 L', Material: 'SS 304' }),
    item('A4 Copier Paper 75 GSM, 500 Sheets', [260, 330], [5, 10], { Size: 'A4', Weight: '75 GSM' }),
    item('Detergent Powder 1 kg', [85, 120], [12, 24], { 'Net weight': '1 kg', Use: 'Hand and machine wash' }),
    item('Blue Ball Pens, Box of 50', [140, 200], [10, 20], { Tip: '0.7 mm', Ink: 'Blue' }),
    item('Bath Soap 100 g', [22, 35], [48, 96], { 'Net weight': '100 g', Type: 'Grade 1 toilet soap' }),
    item('Aluminium Pressure Cooker 5 L', [950, 1350], [2, 6], { Capacity: '5 L', Base: 'Induction compatible' }),
    item('Steel Lunch Box, 3 Containers', [280, 420], [6, 12], { Containers: '3 × 300 ml', Bag: 'Insulated' }),
    item('Room Freshener Spray 250 ml', [95, 140], [12, 24], { Volume: '250 ml', Fragrance: 'Assorted' }),
    item('Medium Garbage Bags, Roll of 30', [45, 70], [24, 48], { Size: '48 × 56 cm', Colour: 'Black' }),
    item('School Backpack 30 L', [380, 560], [5, 10], { Capacity: '30 L', Material: 'Water-resistant polyester' }),
  ],
};

export const HOME_AND_LIFESTYLE_LINES: readonly ProductLine[] = [clothing, furniture, toys, other];
