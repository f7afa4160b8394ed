import type { ProductItem, ProductLine } from './product-line.js';

const item = (
  name: string,
  unitRupees: [number, number],
  packs: number[],
  specs: Record<string, string>,
): ProductItem => ({ name, unitRupees, packs, specs });

const medicine: ProductLine = {
  productType: 'medicine',
  demoCount: 22,
  packWord: 'Pack',
  summary: 'is stocked by chemists and clinics for everyday care and moves quickly off the shelf.',
  features: [
    'Batch number and expiry date printed on every unit',
    'Sealed, tamper-evident retail packaging',
    'Stored and shipped below 30 °C',
    'Minimum 18 months of shelf life left on dispatch',
    'Supplied with a GST invoice and batch certificate',
  ],
  lineSpecs: { Storage: 'Cool, dry place below 30 °C', 'Shelf life': '24 months from manufacture' },
  items: [
    item('Digital Thermometer', [110, 160], [10, 25], { Range: '32.0–42.9 °C', Accuracy: '±0.1 °C' }),
    item('Paracetamol 500 mg Tablets, Strip of 15', [18, 26], [50, 100], { Composition: 'Paracetamol IP 500 mg' }),
    item('Oral Rehydration Salts, 21 g Sachet', [18, 24], [25, 50, 100], { Flavour: 'Orange', 'Net weight': '21 g' }),
    item('Hand Sanitiser 500 ml', [95, 140], [12, 24], { 'Alcohol content': '70% v/v', Form: 'Gel' }),
    item('Digital Blood Pressure Monitor', [950, 1400], [1, 5, 10], { Cuff: '22–32 cm', Memory: '2 × 60 readings' }),
    item('Fingertip Pulse Oximeter', [450, 700], [5, 10], { Display: 'OLED', Measures: 'SpO₂ and pulse rate' }),
    item('Cotton Crepe Bandage 10 cm', [35, 55], [1, 20, 50], { Width: '10 cm', 'Stretched length': '4 m' }),
    item('Vitamin C Chewable Tablets, Bottle of 60', [120, 180], [12, 24], { Strength: '500 mg per tablet' }),
    item('Antiseptic Liquid 1 L', [190, 260], [6, 12], { Use: 'First aid, personal hygiene and surfaces' }),
    item('3-Ply Surgical Face Masks, Box of 50', [60, 110], [20, 50], { Filtration: 'BFE ≥ 98%', Layers: '3' }),
  ],
};

const mobile: ProductLine = {
  productType: 'mobile',
  demoCount: 18,
  packWord: 'Box',
  summary: 'comes factory sealed with the full manufacturer warranty, ready for counter sale.',
  features: [
    'Factory-sealed boxes with IMEI or serial number on the label',
    'Manufacturer warranty honoured at service centres across India',
    'BIS-certified charger and cable where supplied',
    'Dispatched in shock-proof cartons',
    'Bulk pricing for repeat orders',
  ],
  lineSpecs: { Warranty: '1 year manufacturer warranty' },
  items: [
    item('Smartphone 6.5" 4 GB / 64 GB', [7200, 8500], [1, 5], { Display: '6.5" HD+', Battery: '5000 mAh' }),
    item('Smartphone 6.7" 8 GB / 128 GB', [12500, 15500], [1, 2], { Display: '6.7" FHD+ AMOLED', Camera: '50 MP' }),
    item('5G Smartphone 6.6" 6 GB / 128 GB', [10500, 13000], [1, 3], { Network: '5G dual SIM', Battery: '5000 mAh' }),
    item('Dual SIM Feature Phone', [750, 1100], [10, 20], { Display: '2.4"', Battery: '1800 mAh' }),
    item('Tablet 10.1" Wi-Fi 4 GB / 64 GB', [11000, 14000], [1, 3], { Display: '10.1" IPS', Battery: '6000 mAh' }),
    item('20 W USB-C Fast Charger', [180, 280], [10, 25, 50], { Output: '20 W PD', Input: '100–240 V AC' }),
    item('Braided USB-C Cable 1 m', [70, 120], [25, 50], { Length: '1 m', Current: '3 A' }),
    item('10000 mAh Power Bank', [550, 800], [5, 10], { Capacity: '10000 mAh', Ports: '2 × USB-A, 1 × USB-C' }),
    item('Tempered Glass Screen Guard', [25, 45], [50, 100], { Hardness: '9H', Fit: 'Popular models, assorted' }),
    item('Silicone Back Cover – Assorted Models', [40, 80], [25, 50], { Material: 'Soft silicone' }),
  ],
};

const homeAppliance: ProductLine = {
  productType: 'home_appliance',
  demoCount: 18,
  packWord: 'Pack',
  summary: 'is a steady seller for appliance dealers, backed by doorstep service in most cities.',
  features: [
    'ISI-marked and BIS-certified',
    'Copper motor or heating element for a long working life',
    'Doorstep installation and service network across India',
    'Energy-efficient design',
    'Packed in five-ply cartons for safe transport',
  ],
  lineSpecs: { Warranty: '2 years on product, 5 years on motor or compressor', Voltage: '230 V AC, 50 Hz' },
  items: [
    item('Mixer Grinder 750 W, 3 Jars', [2300, 3100], [1, 4], { Power: '750 W', Jars: '1.5 L, 1 L, 0.4 L' }),
    item('Electric Kettle 1.5 L Stainless Steel', [520, 750], [6, 12], { Capacity: '1.5 L', Power: '1500 W' }),
    item('Ceiling Fan 1200 mm', [1350, 1900], [2, 5, 10], { Sweep: '1200 mm', Speed: '380 RPM' }),
    item('Steam Iron 1600 W', [750, 1050], [4, 10], { Power: '1600 W', Soleplate: 'Non-stick coated' }),
    item('Induction Cooktop 2000 W', [1650, 2300], [2, 5], { Power: '2000 W', 'Preset menus': '8' }),
    item('Double Door Refrigerator 260 L', [21000, 26000], [1], { Capacity: '260 L', Rating: '3 star' }),
    item('Front Load Washing Machine 7 kg', [24000, 31000], [1], { Capacity: '7 kg', 'Spin speed': '1200 RPM' }),
    item('Split Air Conditioner 1.5 Ton, 3 Star', [29000, 36000], [1], { Capacity: '1.5 ton', Type: 'Inverter' }),
    item('Room Heater 2000 W', [950, 1400], [4, 8], { Power: '2000 W', Settings: '2 heat levels' }),
    item('Pop-up Toaster, 2 Slice', [650, 900], [6, 12], { Power: '750 W', 'Browning levels': '7' }),
    item('RO+UV Water Purifier 7 L', [7500, 9800], [1, 3], { Storage: '7 L', Purification: 'RO + UV + UF' }),
  ],
};

const electronics: ProductLine = {
  productType: 'electronics',
  demoCount: 20,
  packWord: 'Box',
  summary: 'is a fast-moving line for electronics counters, with consistent stock all year.',
  features: [
    'Brand-new stock with serial numbers recorded on the invoice',
    'Replacement for units dead on arrival within 7 days',
    'Tested before dispatch',
    'Retail-ready packaging with MRP printed',
    'Service support through the brand across India',
  ],
  lineSpecs: { Warranty: '1 year manufacturer warranty' },
  items: [
    item('Wireless Earbuds with Charging Case', [650, 950], [5, 10], { Playback: 'Up to 30 h', Bluetooth: '5.3' }),
    item('Bluetooth Speaker 10 W', [700, 1000], [4, 10], { Output: '10 W', Playback: 'Up to 12 h' }),
    item('LED Smart TV 43" Full HD', [16500, 21000], [1, 2], { Resolution: '1920 × 1080', Ports: '2 × HDMI' }),
    item('Laptop 15.6" Core i5, 16 GB / 512 GB SSD', [38000, 44000], [1], { Display: '15.6" FHD', OS: 'Windows 11' }),
    item('Dual Band Wi-Fi Router', [900, 1300], [5, 10], { Speed: 'AC1200', Antennas: '4 external' }),
    item('9 W LED Bulb, B22 Base', [45, 70], [50, 100], { Power: '9 W', 'Light output': '900 lumen' }),
    item('USB Keyboard and Mouse Combo', [380, 520], [5, 10], { Connection: 'USB wired', Layout: 'English (India)' }),
    item('32 GB Pen Drive, USB 3.0', [180, 260], [10, 25], { Capacity: '32 GB', Interface: 'USB 3.0' }),
    item('CCTV Dome Camera 2 MP', [1100, 1500], [4, 8], { Resolution: '1080p', 'Night vision': 'Up to 20 m' }),
    item('4-Socket Extension Board with Surge Protection', [250, 380], [10, 20], { Cord: '2 m', Rating: '10 A' }),
    item('Over-Ear Wired Headphones', [280, 420], [10, 20], { Driver: '40 mm', Connector: '3.5 mm jack' }),
  ],
};

export const HEALTH_AND_TECH_LINES: readonly ProductLine[] = [medicine, mobile, homeAppliance, electronics];
