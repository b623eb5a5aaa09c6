import { describe, expect, it } from 'vitest';
import { classifyComponent, COMPONENT_CATEGORIES, designatorPrefix, partLikeWords, piecePrice, priceAt } from './component-prices.ts';

const categoryOf = (description: string, reference: string | null = null, partNumber: string | null = null) =>
  classifyComponent({ description, reference, partNumber })?.id ?? null;

describe('component categories', () => {
  it('lets part numbers beat words: a ZED-F9P is an RTK module, not a plain GNSS one', () => {
    expect(categoryOf('u-blox ZED-F9P GNSS module')).toBe('gnss_rtk');
    expect(categoryOf('GNSS receiver', 'U4', 'ZED-F9P-04B')).toBe('gnss_rtk');
    expect(categoryOf('RTK GNSS')).toBe('gnss_rtk');
    expect(categoryOf('GPS module')).toBe('gnss');
    expect(categoryOf('NEO-M9N')).toBe('gnss');
    expect(categoryOf('multi-band GNSS antenna')).toBe('gnss_antenna_multiband');
    expect(categoryOf('ESP32-WROOM-32E')).toBe('wifi_ble_module');
    expect(categoryOf('ESP32-S3')).toBe('wireless_soc');
    expect(categoryOf('nRF52840')).toBe('wireless_soc');
    expect(categoryOf('MDBT42Q nRF52832 BLE module')).toBe('ble_module');
    expect(categoryOf('STM32F405RGT6')).toBe('mcu');
    expect(categoryOf('SIM7080G')).toBe('cellular');
    expect(categoryOf('BME280 sensor')).toBe('environmental');
    expect(categoryOf('LiPo battery 2000 mAh')).toBe('battery_lipo_medium');
    expect(categoryOf('LiPo 3.7 V 150 mAh')).toBe('battery_lipo_small');
    expect(categoryOf('battery charger')).toBe('charger');
    expect(categoryOf('USB-C receptacle')).toBe('connector_usb');
    expect(categoryOf('u.FL connector')).toBe('connector_rf');
  });

  it('falls back on the designator for passives, never for an IC', () => {
    expect(categoryOf('10k', 'R1, R2')).toBe('resistor');
    expect(categoryOf('100nF 0402', 'C3')).toBe('capacitor');
    expect(categoryOf('', 'L1')).toBe('inductor');
    expect(categoryOf('', 'FB2')).toBe('ferrite');
    expect(categoryOf('', 'Y1')).toBe('crystal');
    expect(categoryOf('XYZ-9000 custom ASIC', 'U7')).toBeNull();
    // A part made for the product has no catalogue price, even when its words name a category.
    expect(categoryOf('QX-77821 custom sensor ASIC', 'U9')).toBeNull();
    expect(categoryOf('Bespoke flex cable to drawing', 'J4')).toBeNull();
    expect(categoryOf('Fiducial', 'FID1')).toBe('not_placed');
    expect(designatorPrefix('LED3, LED4')).toBe('LED');
    expect(designatorPrefix(null)).toBeNull();
  });

  it('prices by the quantity bought, falling from 1 to 10,000 pieces, every category with a source-backed break table', () => {
    for (const category of COMPONENT_CATEGORIES) {
      const breaks = category.prices;
      for (const [, low, high] of breaks) expect(low, category.id).toBeLessThanOrEqual(high);
      for (let index = 1; index < breaks.length; index++) {
        expect(breaks[index]![0], category.id).toBeGreaterThan(breaks[index - 1]![0]);
        expect(breaks[index]![2], category.id).toBeLessThanOrEqual(breaks[index - 1]![2]);
      }
    }
    const rtk = COMPONENT_CATEGORIES.find((category) => category.id === 'gnss_rtk')!;
    expect(priceAt(rtk, 1).low).toBeGreaterThanOrEqual(150);
    expect(priceAt(rtk, 1000).high).toBeLessThan(priceAt(rtk, 1).high);
    const between = priceAt(rtk, 300);
    expect(between.low).toBeLessThan(priceAt(rtk, 100).low);
    expect(between.low).toBeGreaterThan(priceAt(rtk, 1000).low);
    expect(priceAt(rtk, 1_000_000)).toEqual(priceAt(rtk, 10_000));
  });

  it('pins a known part number to its own price, narrower than its category', () => {
    const rtk = COMPONENT_CATEGORIES.find((category) => category.id === 'gnss_rtk')!;
    const zed = piecePrice(rtk, { partNumber: 'ZED-F9P-04B' }, 1000);
    expect(zed.known).toBe(true);
    expect(zed.low).toBeGreaterThanOrEqual(140);
    expect(zed.high).toBeLessThanOrEqual(215);
    expect(zed.typical).toBeGreaterThan(zed.low);
    expect(zed.typical).toBeLessThan(zed.high);
    expect(piecePrice(rtk, { description: 'RTK GNSS' }, 1000).known).toBe(false);
  });

  it('picks out words that look like part numbers, not standards or sizes', () => {
    expect(partLikeWords('custom XYZ-1234 chip and an AB12CD sensor, IP67, FR-4, 4-layer, 60x40mm, 2000mAh')).toEqual(['XYZ-1234', 'AB12CD']);
  });
});
