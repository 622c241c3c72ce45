// After Effects' expression library as lottie-web's ExpressionManager.js and
// ExpressionPropertyDecorator.js define it, written once per heap in ECMAScript 5.1 (Duktape's
// language). Each expression runs as a function returning `$bm_rt` (as Bodymovin exports it)
// or as eval code whose completion value is its result (After Effects' own form); the runner
// sets `time` and `value` first; `thisProperty`, `thisLayer`, `thisComp`, `velocity` and the
// layer's facts are made when an evaluation first reads them.
// What needs Lamina's data goes through `__host(op, …)` (ExpressionEngine+Host.swift): a
// property's keyframed value at another time and its keyframes, another layer's transform or
// effect, a composition's size, and the eases. Vectors are arrays, scalars numbers (a property
// reads as a Number object carrying `value`, `valueAtTime`, … as lottie-web's do).
// Differences from lottie-web, each deliberate: arithmetic returns plain arrays (lottie-web's
// Float32Array rounds to single precision); `degrees_to_radians` converts degrees (lottie-web
// aliases it to radiansToDegrees); `wiggle` is ThorVG's seeded noise (lottie-web forces a
// frequency of 5 and seeds each load at random, so no two loads agree); `random` is a seeded
// generator (xorshift32) reseeded from `seedRandom`'s seed and the frame at every evaluation.
enum ExpressionLibrary {
    /// The name of the runner the engine calls with an expression's function.
    static let runner = "__laminaRun"

    /// The runner's arguments before the value (time, property, layer, composition, frame rate,
    /// seed, kind), which comes as one array.
    static let runnerArguments: Int32 = 7

    /// The library's source.
    static let source = #"""
var $bm_rt, time = 0, value = 0;
var __frameRate = 30, __pid = -1, __layerId = -1, __compId = -1, __kind = 0, __seed = 0, __timeless = false, __randomState = 0;
var window = undefined, document = undefined, XMLHttpRequest = undefined, fetch = undefined;

function __isArray(a) { return a instanceof Array; }
function __isNumerable(a) {
  var t = typeof a;
  return t === 'number' || a instanceof Number || t === 'boolean' || t === 'string';
}
function __copy(v) { return __isArray(v) ? v.slice(0) : v; }

function $bm_neg(a) {
  if (__isArray(a)) { var r = []; for (var i = 0; i < a.length; i++) r[i] = -a[i]; return r; }
  return -a;
}
function sum(a, b) {
  if ((__isNumerable(a) && __isNumerable(b)) || typeof a === 'string' || typeof b === 'string') return a + b;
  if (__isArray(a) && __isNumerable(b)) { a = a.slice(0); a[0] += b; return a; }
  if (__isNumerable(a) && __isArray(b)) { b = b.slice(0); b[0] = a + b[0]; return b; }
  if (__isArray(a) && __isArray(b)) {
    var r = [];
    for (var i = 0; i < a.length || i < b.length; i++) {
      if (typeof a[i] === 'number' && typeof b[i] === 'number') r[i] = a[i] + b[i];
      else r[i] = b[i] === undefined ? a[i] : a[i] || b[i];
    }
    return r;
  }
  return 0;
}
var add = sum, $bm_sum = sum;
function sub(a, b) {
  if (__isNumerable(a) && __isNumerable(b)) {
    if (typeof a === 'string') a = parseInt(a, 10);
    if (typeof b === 'string') b = parseInt(b, 10);
    return a - b;
  }
  if (__isArray(a) && __isNumerable(b)) { a = a.slice(0); a[0] -= b; return a; }
  if (__isNumerable(a) && __isArray(b)) { b = b.slice(0); b[0] = a - b[0]; return b; }
  if (__isArray(a) && __isArray(b)) {
    var r = [];
    for (var i = 0; i < a.length || i < b.length; i++) {
      if (typeof a[i] === 'number' && typeof b[i] === 'number') r[i] = a[i] - b[i];
      else r[i] = b[i] === undefined ? a[i] : a[i] || b[i];
    }
    return r;
  }
  return 0;
}
var $bm_sub = sub;
function mul(a, b) {
  if (__isNumerable(a) && __isNumerable(b)) return a * b;
  var r = [], i;
  if (__isArray(a) && __isNumerable(b)) { for (i = 0; i < a.length; i++) r[i] = a[i] * b; return r; }
  if (__isNumerable(a) && __isArray(b)) { for (i = 0; i < b.length; i++) r[i] = a * b[i]; return r; }
  return 0;
}
var $bm_mul = mul;
function div(a, b) {
  if (__isNumerable(a) && __isNumerable(b)) return a / b;
  var r = [], i;
  if (__isArray(a) && __isNumerable(b)) { for (i = 0; i < a.length; i++) r[i] = a[i] / b; return r; }
  if (__isNumerable(a) && __isArray(b)) { for (i = 0; i < b.length; i++) r[i] = a / b[i]; return r; }
  return 0;
}
var $bm_div = div;
function mod(a, b) {
  if (typeof a === 'string') a = parseInt(a, 10);
  if (typeof b === 'string') b = parseInt(b, 10);
  return a % b;
}
var $bm_mod = mod;

function clamp(num, min, max) {
  if (min > max) { var m = max; max = min; min = m; }
  if (__isArray(num)) {
    var r = [];
    for (var i = 0; i < num.length; i++) {
      var lo = __isArray(min) ? min[i] : min, hi = __isArray(max) ? max[i] : max;
      r[i] = Math.min(Math.max(num[i], lo), hi);
    }
    return r;
  }
  return Math.min(Math.max(num, min), max);
}
function degreesToRadians(v) { return v * Math.PI / 180; }
function radiansToDegrees(v) { return v * 180 / Math.PI; }
var degrees_to_radians = degreesToRadians, radians_to_degrees = radiansToDegrees;
function length(a, b) {
  if (typeof a === 'number' || a instanceof Number) return Math.abs(a - (b || 0));
  if (!b) b = [0, 0, 0, 0, 0, 0];
  var n = Math.min(a.length, b.length), s = 0;
  for (var i = 0; i < n; i++) s += Math.pow(b[i] - a[i], 2);
  return Math.sqrt(s);
}
function normalize(v) { return div(v, length(v)); }
function dot(a, b) { var s = 0; for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i]; return s; }
function cross(a, b) {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function rgbToHsl(val) {
  var r = val[0], g = val[1], b = val[2], max = Math.max(r, g, b), min = Math.min(r, g, b), h, s, l = (max + min) / 2;
  if (max === min) { h = 0; s = 0; } else {
    var d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0); else if (max === g) h = (b - r) / d + 2; else h = (r - g) / d + 4;
    h /= 6;
  }
  return [h, s, l, val[3]];
}
function __hue2rgb(p, q, t) {
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}
function hslToRgb(val) {
  var h = val[0], s = val[1], l = val[2], r, g, b;
  if (s === 0) { r = l; g = l; b = l; } else {
    var q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
    r = __hue2rgb(p, q, h + 1 / 3); g = __hue2rgb(p, q, h); b = __hue2rgb(p, q, h - 1 / 3);
  }
  return [r, g, b, val[3]];
}

function linear(t, tMin, tMax, v1, v2) {
  if (v1 === undefined || v2 === undefined) { v1 = tMin; v2 = tMax; tMin = 0; tMax = 1; }
  if (tMax < tMin) { var m = tMax; tMax = tMin; tMin = m; }
  if (t <= tMin) return v1;
  if (t >= tMax) return v2;
  var f = tMax === tMin ? 0 : (t - tMin) / (tMax - tMin);
  if (!v1.length) return v1 + (v2 - v1) * f;
  var r = [];
  for (var i = 0; i < v1.length; i++) r[i] = v1[i] + (v2[i] - v1[i]) * f;
  return r;
}
function __applyEase(kind, t, tMin, tMax, v1, v2) {
  if (v1 === undefined) { v1 = tMin; v2 = tMax; } else { t = (t - tMin) / (tMax - tMin); }
  if (t > 1) t = 1; else if (t < 0) t = 0;
  var f = __host('ease', kind, t);
  if (__isArray(v1)) { var r = []; for (var i = 0; i < v1.length; i++) r[i] = (v2[i] - v1[i]) * f + v1[i]; return r; }
  return (v2 - v1) * f + v1;
}
function ease(t, tMin, tMax, v1, v2) { return __applyEase(0, t, tMin, tMax, v1, v2); }
function easeIn(t, tMin, tMax, v1, v2) { return __applyEase(1, t, tMin, tMax, v1, v2); }
function easeOut(t, tMin, tMax, v1, v2) { return __applyEase(2, t, tMin, tMax, v1, v2); }

function framesToTime(fr, fps) { return fr / (fps || __frameRate); }
function timeToFrames(t, fps) { if (!t && t !== 0) t = time; return t * (fps || __frameRate); }

// xorshift32, seeded from seedRandom's seed and (unless timeless) the frame at `t`. Each
// evaluation seeds it at its time when it first draws a number (most never do: seeding costs
// a fifth of a simple evaluation, Duktape's bitwise operators being slow).
var __seedPending = false, __seedTime = 0;
function __reseed(t) {
  __seedPending = false;
  var frame = __timeless ? 0 : Math.round(t * __frameRate * 1000);
  __randomState = ((__seed ^ 0x9e3779b9) ^ ((frame << 16) | (frame >>> 16))) | 0;
  if (__randomState === 0) __randomState = 0x6d2b79f5;
  for (var i = 0; i < 4; i++) __nextRandom();
}
function __nextRandom() {
  if (__seedPending) __reseed(__seedTime);
  var x = __randomState;
  x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
  __randomState = x | 0;
  return (x >>> 0) / 4294967296;
}
Math.random = __nextRandom;
function seedRandom(seed, timeless) { __seed = Math.floor(seed) >>> 0; __timeless = !!timeless; __reseed(time); }
function random(min, max) {
  if (max === undefined) { if (min === undefined) { min = 0; max = 1; } else { max = min; min = undefined; } }
  var r = __nextRandom();
  if (max.length) {
    var out = [];
    for (var i = 0; i < max.length; i++) out[i] = (min ? min[i] : 0) + r * (max[i] - (min ? min[i] : 0));
    return out;
  }
  if (min === undefined) min = 0;
  return min + r * (max - min);
}
function gaussRandom(min, max) {
  var u = 1 - __nextRandom(), v = __nextRandom();
  var g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) / 6 + 0.5;
  if (max === undefined) { if (min === undefined) { min = 0; max = 1; } else { max = min; min = 0; } }
  return min + g * (max - min);
}

// MARK: Properties

var __memo = {};
/// The interfaces made so far: shape items by layer and place, layers and compositions by number.
var __shapeContents = {}, __layers = [], __comps = [];
/// What an interface has looked up by a name or a number (kept apart, as __static keeps them):
/// its layers, children or property numbers, so that a lookup at every frame costs a property
/// read rather than __static's key, a string built anew (a fifth of an expression reaching
/// another layer's trim).
function __table() { return { s: {}, n: {} }; }
function __recall(table, key) { return (typeof key === 'string' ? table.s : table.n)[key]; }
function __remember(table, key, value) { (typeof key === 'string' ? table.s : table.n)[key] = value; return value; }
/// `__host(op, …)` for an operation whose answer depends on the file alone (its layers, items,
/// names and property numbers), asked once per heap.
function __static() {
  var key = '';
  for (var i = 0; i < arguments.length; i++) key += (typeof arguments[i] === 'string' ? 's' : 'n') + arguments[i] + '\u0001';
  var answer = __memo[key];
  if (answer === undefined) { answer = __host.apply(null, arguments); __memo[key] = answer; }
  return answer;
}
function __valueAt(pid, t) { return __host('value', pid, t); }
function __times(pid) { return __host('keys', pid); }

/// ThorVG's 1-D noise: gradients ±1 from glibc's LCG at each integer, a quintic fade, × 3.
function __gradient(seed) {
  var two31 = 2147483648, a = ((seed % two31) + two31) % two31;
  var r = (a * 20077) % two31 + ((a * 16838) % 32768) * 65536;
  r = (r + 12345) % two31;
  return r / 2147483647 < 0.5 ? -1 : 1;
}
function __perlin(x, seed) {
  var x0 = Math.floor(x), fx = x - x0, u = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
  var d0 = __gradient(x0 * 100000 + seed) * fx, d1 = __gradient((x0 + 1) * 100000 + seed) * (fx - 1);
  return (d0 + (d1 - d0) * u) * 3;
}

/// A property's value at `t` carrying lottie-web's property functions: a Number object or an
/// array whose prototype (one of two made once) holds them, so that making one costs a value.
function Property(pid, t) {
  var v = __valueAt(pid, t);
  var p = typeof v === 'number' ? new Number(v) : v;
  Object.setPrototypeOf(p, typeof v === 'number' ? __NumberProperty : __ArrayProperty);
  p.value = v;
  p.__pid = pid;
  p.__t = t;
  return p;
}
var __NumberProperty = Object.create(Number.prototype), __ArrayProperty = Object.create(Array.prototype);
[__NumberProperty, __ArrayProperty].forEach(function (proto) {
  var methods = {
    valueAtTime: function (tt) { return __valueAt(this.__pid, tt); },
    velocityAtTime: function (tt) { return __velocityAt(this.__pid, tt); },
    speedAtTime: function (tt) { return __speedAt(this.__pid, tt); },
    key: function (i) { return __key(this.__pid, i); },
    nearestKey: function (tt) { return __nearestKey(this.__pid, tt); },
    loopOut: function (type, d) { return __loopOut(this.__pid, type, d, false); },
    loopIn: function (type, d) { return __loopIn(this.__pid, type, d, false); },
    loopOutDuration: function (type, d) { return __loopOut(this.__pid, type, d, true); },
    loopInDuration: function (type, d) { return __loopIn(this.__pid, type, d, true); },
    wiggle: function (f, a, o, m, tt) { return __wiggle(this.__pid, f, a, o, m, tt); },
    smooth: function (w, s) { return __smooth(this.__pid, w, s); },
    propertyGroup: function (n) { return __propertyGroup(this.__pid, n); }
  };
  methods.getValueAtTime = methods.valueAtTime;
  Object.keys(methods).forEach(function (name) {
    Object.defineProperty(proto, name, { value: methods[name], writable: true, configurable: true });
  });
  var getters = {
    numKeys: function () { return __times(this.__pid).length; },
    propertyIndex: function () { var ix = __static('propertyIndex', this.__pid); return ix < 0 ? undefined : ix; }
  };
  if (proto === __ArrayProperty) {
    getters.velocity = function () { return __velocityAt(this.__pid, this.__t); };
    getters.speed = function () { return __speedAt(this.__pid, this.__t); };
  }
  Object.keys(getters).forEach(function (name) {
    Object.defineProperty(proto, name, { get: getters[name], configurable: true });
  });
});
function __velocityAt(pid, t) {
  var v1 = __valueAt(pid, t), v2 = __valueAt(pid, t - 0.001);
  if (v1.length) { var r = []; for (var i = 0; i < v1.length; i++) r[i] = (v2[i] - v1[i]) / -0.001; return r; }
  return (v2 - v1) / -0.001;
}
function __speedAt(pid, t) {
  var v1 = __valueAt(pid, t), v2 = __valueAt(pid, t - 0.01), s = 0;
  if (!v1.length) return 0;
  for (var i = 0; i < v1.length; i++) s += Math.pow(v2[i] - v1[i], 2);
  return Math.sqrt(s) * 100;
}
function __key(pid, i) {
  var times = __times(pid);
  if (!times.length || i < 1 || i > times.length) throw new Error('The property has no keyframe at index ' + i);
  var v = __host('key', pid, i), k = { time: times[i - 1], value: v, index: i };
  if (v.length) for (var j = 0; j < v.length; j++) k[j] = v[j];
  return k;
}
function __nearestKey(pid, t) {
  var times = __times(pid);
  if (!times.length) return { index: 0, time: 0 };
  var best = 0;
  for (var i = 1; i < times.length; i++) if (Math.abs(times[i] - t) < Math.abs(times[best] - t)) best = i;
  return __key(pid, best + 1);
}
function __combine(a, b, f) {
  if (a.length) { var r = []; for (var i = 0; i < a.length; i++) r[i] = f(a[i], b[i]); return r; }
  return f(a, b);
}
/// lottie-web's loopOut, in the property's frames.
function __loopOut(pid, type, duration, durationFlag) {
  var times = __times(pid), fps = __frameRate;
  var current = __valueAt(pid, time);
  if (times.length < 2) return current;
  type = type ? String(type).toLowerCase() : '';
  var frame = time * fps, last = times[times.length - 1] * fps, first, cycle;
  if (frame <= last) return current;
  if (!durationFlag) {
    if (!duration || duration > times.length - 1) duration = times.length - 1;
    first = times[times.length - 1 - duration] * fps;
    cycle = last - first;
  } else {
    cycle = !duration ? Math.max(0, last - inPoint * fps) : Math.abs(last - fps * duration);
    first = last - cycle;
  }
  if (cycle <= 0) return current;
  if (type === 'pingpong') {
    if (Math.floor((frame - first) / cycle) % 2 !== 0) return __valueAt(pid, (cycle - (frame - first) % cycle + first) / fps);
  } else if (type === 'offset') {
    var initV = __valueAt(pid, first / fps), endV = __valueAt(pid, last / fps);
    var now = __valueAt(pid, ((frame - first) % cycle + first) / fps), repeats = Math.floor((frame - first) / cycle);
    return __combine(now, __combine(endV, initV, function (e, s) { return e - s; }),
                     function (c, d) { return d * repeats + c; });
  } else if (type === 'continue') {
    var lastV = __valueAt(pid, last / fps), before = __valueAt(pid, (last - 0.001) / fps);
    return __combine(lastV, before, function (l, b) { return l + (l - b) * (frame - last) / 0.001; });
  }
  return __valueAt(pid, ((frame - first) % cycle + first) / fps);
}
/// lottie-web's loopIn, in the property's frames.
function __loopIn(pid, type, duration, durationFlag) {
  var times = __times(pid), fps = __frameRate;
  var current = __valueAt(pid, time);
  if (times.length < 2) return current;
  type = type ? String(type).toLowerCase() : '';
  var frame = time * fps, first = times[0] * fps, last, cycle;
  if (frame >= first) return current;
  if (!durationFlag) {
    if (!duration || duration > times.length - 1) duration = times.length - 1;
    last = times[duration] * fps;
    cycle = last - first;
  } else {
    cycle = !duration ? Math.max(0, outPoint * fps - first) : Math.abs(fps * duration);
    last = first + cycle;
  }
  if (cycle <= 0) return current;
  if (type === 'pingpong') {
    if (Math.floor((first - frame) / cycle) % 2 === 0) return __valueAt(pid, ((first - frame) % cycle + first) / fps);
  } else if (type === 'offset') {
    var initV = __valueAt(pid, first / fps), endV = __valueAt(pid, last / fps);
    var now = __valueAt(pid, (cycle - (first - frame) % cycle + first) / fps);
    var repeats = Math.floor((first - frame) / cycle) + 1;
    return __combine(now, __combine(endV, initV, function (e, s) { return e - s; }),
                     function (c, d) { return c - d * repeats; });
  } else if (type === 'continue') {
    var firstV = __valueAt(pid, first / fps), after = __valueAt(pid, (first + 0.001) / fps);
    return __combine(firstV, after, function (f, a) { return f + (f - a) * (first - frame) / 0.001; });
  }
  return __valueAt(pid, (cycle - ((first - frame) % cycle) + first) / fps);
}
function __wiggle(pid, freq, amp, octaves, ampMult, t) {
  var v = __valueAt(pid, time);
  octaves = octaves === undefined ? 1 : Math.floor(octaves);
  ampMult = ampMult === undefined ? 0.5 : ampMult;
  t = t === undefined ? time : t;
  var dims = v.length ? v.length : 1, r = v.length ? v.slice(0) : [v];
  for (var o = 0; o < octaves; o++) {
    for (var d = 0; d < dims; d++) r[d] += __perlin(t * freq, 1000000 * (d + 1) + o) * amp;
    freq *= 2;
    amp *= ampMult;
  }
  return v.length ? r : r[0];
}
function __smooth(pid, width, samples) {
  width = (width || 0.4) * 0.5;
  samples = Math.floor(samples || 5);
  var v = __valueAt(pid, time);
  if (samples <= 1) return v;
  var step = 2 * width / (samples - 1), total = v.length ? [] : 0, i, j;
  for (i = 0; i < samples; i++) {
    var s = __valueAt(pid, time - width + i * step);
    if (v.length) for (j = 0; j < v.length; j++) total[j] = (total[j] || 0) + s[j] / samples; else total += s / samples;
  }
  return total;
}

// MARK: Paths: [closed, count, then x, y, in x, in y, out x, out y per vertex], tangents relative.

function __path(flat) {
  flat.points = function () { return __pathPart(flat, 0); };
  flat.inTangents = function () { return __pathPart(flat, 2); };
  flat.outTangents = function () { return __pathPart(flat, 4); };
  flat.isClosed = function () { return flat[0] === 1; };
  return flat;
}
function __pathPart(flat, offset) {
  var out = [];
  for (var i = 0; i < flat[1]; i++) out[i] = [flat[2 + 6 * i + offset], flat[3 + 6 * i + offset]];
  return out;
}
/// lottie-web's createPath: tangents relative to their points, none by default.
function createPath(points, inTangents, outTangents, closed) {
  var flat = [closed === false ? 0 : 1, points.length];
  for (var i = 0; i < points.length; i++) {
    var a = (inTangents && inTangents[i]) || [0, 0], b = (outTangents && outTangents[i]) || [0, 0];
    flat.push(points[i][0], points[i][1], a[0], a[1], b[0], b[1]);
  }
  return __path(flat);
}

/// A path property's value with lottie-web's path functions; `pid` the property, for the
/// points along its length (pointOnPath, tangentOnPath, normalOnPath: by arc length, the
/// fraction held to 0…1, at `t` or the current time).
function __pathProperty(flat, pid) {
  __path(flat);
  function along(kind) { return function (f, t) { return __host('pathPoint', pid, t === undefined ? time : t, f, kind); }; }
  flat.pointOnPath = along(0);
  flat.tangentOnPath = along(1);
  flat.normalOnPath = along(2);
  return flat;
}

/// The names of shape items' properties, as lottie-web's interfaces give them.
var __itemProperties = ['size', 'position', 'roundness', 'color', 'opacity', 'strokeWidth', 'start', 'end', 'offset',
  'startPoint', 'endPoint', 'copies', 'points', 'outerRadius', 'outerRoundness', 'innerRadius', 'innerRoundness',
  'rotation', 'radius', 'anchorPoint', 'scale', 'skew', 'skewAxis'];

/// A shape item or group of a layer, by its place (`indices` through groups' `it`; none for the
/// layer's contents), as lottie-web's ShapeInterface.js makes them: called with a property's
/// name or index (a group with "Contents" or 2 gives its contents, a contents with an item's
/// name or place gives the item), with `content(name)`, `.path`, `.transform`, `.name`,
/// `.numProperties`, `.propertyIndex` and the properties by lottie-web's names (`.size`, `.strokeWidth`, …).
/// Made once per item and heap, as lottie-web keeps its interfaces (an expression reaching
/// another layer's trim made a dozen objects at every frame).
function ShapeContent(layerId, indices) {
  var key = indices.join(','), cacheKey = layerId + ':' + key;
  var known = __shapeContents[cacheKey];
  if (known) return known;
  var item = function (name) { return item.__call(name); };
  __shapeContents[cacheKey] = item;
  Object.setPrototypeOf(item, ShapeContent.prototype);
  item.__layer = layerId;
  item.__indices = indices;
  item.__key = key;
  item.__info = __static('itemInfo', layerId, item.__key);
  item.__children = __table();
  item.__pids = __table();
  item.numProperties = item.__info[1];
  item.propertyIndex = item.__info[2] < 0 ? undefined : item.__info[2];
  // A function's own `name` hides the prototype's.
  Object.defineProperty(item, 'name', { get: ShapeContent.prototype.__name, configurable: true });
  return item;
}
ShapeContent.prototype.content = function (name) {
  var child = __recall(this.__children, name);
  if (child !== undefined) return child;
  return __remember(this.__children, name,
                    ShapeContent(this.__layer, this.__indices.concat([__static('child', this.__layer, this.__key, name)])));
};
ShapeContent.prototype.__property = function (name) {
  var pid = __recall(this.__pids, name);
  if (pid === undefined) pid = __remember(this.__pids, name, __static('itemProperty', this.__layer, this.__key, name));
  if (this.__info[3] === 1) return __pathProperty(__valueAt(pid, time), pid);
  return new Property(pid, time);
};
ShapeContent.prototype.__call = function (name) {
  if (!this.__indices.length) return typeof name === 'number' && name === 0 ? thisLayer : this.content(name);
  if (this.__info[0] === 1) {
    if (name === 'ADBE Vectors Group' || name === 'Contents' || name === 2) return this.contents;
    if (name === 'ADBE Vector Transform Group' || name === 'Transform' || name === 3) return this.transform;
    return this.content(name);
  }
  return this.__property(name);
};
ShapeContent.prototype.__name = function () {
  return String.fromCharCode.apply(null, __static('itemName', this.__layer, this.__key));
};
(function () {
  var proto = ShapeContent.prototype;
  Object.defineProperty(proto, '_name', { get: proto.__name });
  Object.defineProperty(proto, 'contents', { get: function () {
    var group = this, contents = function (name) { return group.content(name); };
    contents.content = contents;
    contents.numProperties = this.__info[1];
    return contents;
  } });
  Object.defineProperty(proto, 'transform', { get: function () {
    return this.__info[4] >= 0 ? ShapeContent(this.__layer, this.__indices.concat([this.__info[4]])) : this;
  } });
  Object.defineProperty(proto, 'path', { get: function () { return this.__property('Path'); } });
  Object.defineProperty(proto, 'shape', { get: function () { return this.__property('Path'); } });
  __itemProperties.forEach(function (n) {
    Object.defineProperty(proto, n, { get: function () { return this.__property(n); } });
  });
})();

/// The `n`-th group above the property `pid` (lottie-web's propertyGroup; 1 by default).
function __propertyGroup(pid, n) {
  n = n === undefined ? 1 : n;
  if (n <= 0) return new Property(pid, time);
  var g = __static('group', pid, n), layer = new Layer(g[1]);
  if (g[0] === 0) return ShapeContent(g[1], g.slice(2));
  if (g[0] === 1) return g.length > 2 ? ShapeContent(g[1], g.slice(2)).contents : ShapeContent(g[1], []);
  if (g[0] === 3) return layer.effect(g[2]);
  return g[0] === 4 ? layer.transform : layer;
}

// MARK: Layers and compositions

/// A layer, callable as lottie-web's layer interface is: with "ADBE Root Vectors Group",
/// "Contents" or 2 its shapes, with "ADBE Transform Group", "Transform", 1 or 6 its transform,
/// with "ADBE Effect Parade", "Effects" or 4 its effects. Made once per layer and heap.
function Layer(id) {
  if (__layers[id]) return __layers[id];
  var info = __static('layerInfo', id);
  var layer = function (name) {
    switch (name) {
      case 'ADBE Root Vectors Group': case 'Contents': case 2: return ShapeContent(id, []);
      case 'ADBE Transform Group': case 'Transform': case 'transform': case 1: case 6: return layer.transform;
      case 'ADBE Effect Parade': case 'Effects': case 'effects': case 4: return function (e) { return layer.effect(e); };
      default: throw new Error('the layer has no property group ' + name);
    }
  };
  Object.setPrototypeOf(layer, Layer.prototype);
  layer.__id = id;
  layer.index = info[0]; layer.inPoint = info[1]; layer.outPoint = info[2]; layer.startTime = info[3];
  layer.width = info[5]; layer.height = info[6];
  layer.hasParent = info[4] >= 0;
  layer.__parent = info[4];
  layer.__pids = __table();
  __layers[id] = layer;
  return layer;
}
Layer.prototype.__property = function (name) {
  var pid = __recall(this.__pids, name);
  if (pid === undefined) pid = __remember(this.__pids, name, __static('transform', this.__id, name));
  return new Property(pid, time);
};
Layer.prototype.effect = function (effectName) {
  var id = this.__id;
  var group = function (param) { return new Property(__static('effect', id, effectName, param), time); };
  group.param = group;
  return group;
};
Layer.prototype.valueOf = function () { return this.index; };
/// A point of the layer in its parent's space (the composition's without a parent) at `t`:
/// position + rotation · scale · (p − anchor), as the layer's transform draws it (skew aside).
Layer.prototype.__toParent = function (p, t) {
  var a = this.anchorPoint.valueAtTime(t), s = this.scale.valueAtTime(t), o = this.position.valueAtTime(t);
  var r = degreesToRadians(this.rotation.valueAtTime(t)), c = Math.cos(r), n = Math.sin(r);
  var x = (p[0] - a[0]) * s[0] / 100, y = (p[1] - a[1]) * s[1] / 100;
  return [o[0] + x * c - y * n, o[1] + x * n + y * c];
};
Layer.prototype.__fromParent = function (p, t) {
  var a = this.anchorPoint.valueAtTime(t), s = this.scale.valueAtTime(t), o = this.position.valueAtTime(t);
  var r = degreesToRadians(this.rotation.valueAtTime(t)), c = Math.cos(r), n = Math.sin(r);
  var x = p[0] - o[0], y = p[1] - o[1];
  return [(x * c + y * n) * 100 / s[0] + a[0], (-x * n + y * c) * 100 / s[1] + a[1]];
};
/// The layer's point `p` in the composition at `t` (default `time`), through its parents.
Layer.prototype.toComp = function (p, t) {
  t = t === undefined ? time : t;
  for (var layer = this; layer; layer = layer.parent) p = layer.__toParent(p, t);
  return p;
};
/// The composition's point `p` in the layer at `t`: the parents' transforms undone, outermost first.
Layer.prototype.fromComp = function (p, t) {
  t = t === undefined ? time : t;
  var chain = [];
  for (var layer = this; layer; layer = layer.parent) chain.unshift(layer);
  for (var i = 0; i < chain.length; i++) p = chain[i].__fromParent(p, t);
  return p;
};
/// A layer's transform, callable by a property's name or index as lottie-web's
/// TransformInterface.js is, with its properties by name.
function __transformOf(layer) {
  var t = function (name) {
    switch (name) {
      case 'scale': case 'Scale': case 'ADBE Scale': case 6: return layer.scale;
      case 'rotation': case 'Rotation': case 'ADBE Rotation': case 'ADBE Rotate Z': case 10: return layer.rotation;
      case 'position': case 'Position': case 'ADBE Position': case 2: return layer.position;
      case 'ADBE Position_0': return layer.xPosition;
      case 'ADBE Position_1': return layer.yPosition;
      case 'anchorPoint': case 'AnchorPoint': case 'Anchor Point': case 'ADBE AnchorPoint': case 1: return layer.anchorPoint;
      case 'opacity': case 'Opacity': case 'ADBE Opacity': case 11: return layer.opacity;
      default: throw new Error('the transform has no property ' + name);
    }
  };
  Object.setPrototypeOf(t, __transformOf.prototype);
  t.__layer = layer;
  return t;
}
['position', 'anchorPoint', 'scale', 'rotation', 'opacity', 'xPosition', 'yPosition', 'skew', 'skewAxis'].forEach(function (n) {
  Object.defineProperty(__transformOf.prototype, n, { get: function () { return this.__layer[n]; } });
});

/// After Effects' sourceRectAtTime: the box of the layer's content in its own space at `t`
/// (default `time`), strokes' half widths included when `includeExtents`.
Layer.prototype.sourceRectAtTime = function (t, includeExtents) {
  var r = __host('sourceRect', this.__id, t === undefined ? time : t, includeExtents ? 1 : 0);
  return { top: r[0], left: r[1], width: r[2], height: r[3] };
};
function sourceRectAtTime(t, includeExtents) { return thisLayer.sourceRectAtTime(t, includeExtents); }
Layer.prototype.toWorld = Layer.prototype.toComp;
Layer.prototype.content = function (name) { return ShapeContent(this.__id, [])(name); };
Layer.prototype.fromWorld = Layer.prototype.fromComp;
(function () {
  var names = ['position', 'anchorPoint', 'scale', 'rotation', 'opacity', 'xPosition', 'yPosition', 'skew', 'skewAxis'];
  function getter(n) { return function () { return this.__property(n); }; }
  for (var i = 0; i < names.length; i++) Object.defineProperty(Layer.prototype, names[i], { get: getter(names[i]) });
  Object.defineProperty(Layer.prototype, 'transform', { get: function () { return __transformOf(this); } });
  Object.defineProperty(Layer.prototype, 'parent', {
    get: function () { return this.__parent >= 0 ? new Layer(this.__parent) : null; }
  });
})();

/// A composition, callable with a layer's name or index. Made once per composition and heap.
function Comp(id) {
  if (__comps[id]) return __comps[id];
  var info = __static('compInfo', id);
  var layers = __table();
  var c = function (name) {
    var layer = __recall(layers, name);
    return layer !== undefined ? layer : __remember(layers, name, new Layer(__static('layer', id, name)));
  };
  c.layer = c;
  c.width = info[0]; c.height = info[1]; c.numLayers = info[2];
  c.frameDuration = 1 / __frameRate; c.pixelAspect = 1; c.displayStartTime = 0;
  __comps[id] = c;
  return c;
}
function comp(name) { return Comp(__static('comp', name)); }
function effect(name) { return thisLayer.effect(name); }
function toComp(p, t) { return thisLayer.toComp(p, t); }
function content(name) { return thisLayer.content(name); }
function fromComp(p, t) { return thisLayer.fromComp(p, t); }
var toWorld = toComp, fromWorld = fromComp;
function valueAtTime(t) { return __valueAt(__pid, t); }
function velocityAtTime(t) { return __velocityAt(__pid, t); }
function speedAtTime(t) { return __speedAt(__pid, t); }
function key(i) { return __key(__pid, i); }
function nearestKey(t) { return __nearestKey(__pid, t); }
function loopOut(type, d) { return __loopOut(__pid, type, d, false); }
function loopIn(type, d) { return __loopIn(__pid, type, d, false); }
function loopOutDuration(type, d) { return __loopOut(__pid, type, d, true); }
function loopInDuration(type, d) { return __loopIn(__pid, type, d, true); }
var loop_out = loopOut, loop_in = loopIn;
function wiggle(f, a, o, m, t) { return __wiggle(__pid, f, a, o, m, t); }
function smooth(w, s) { return __smooth(__pid, w, s); }
function posterizeTime(fps) { time = fps === 0 ? 0 : Math.floor(time * fps) / fps; value = valueAtTime(time); }

// The layer's transform properties as globals, read from thisLayer.
(function (global) {
  var names = ['position', 'anchorPoint', 'scale', 'rotation', 'opacity'];
  function getter(n) { return function () { return thisLayer[n]; }; }
  for (var i = 0; i < names.length; i++) Object.defineProperty(global, names[i], { get: getter(names[i]) });
})(this);

/// The globals made on first read in each evaluation (most expressions read none of them, and
/// each costs objects and host calls): a value assigned to one lasts for that evaluation.
var __made = {};
(function (global) {
  function lazy(name, make) {
    Object.defineProperty(global, name, {
      get: function () { return __made.hasOwnProperty(name) ? __made[name] : (__made[name] = make()); },
      set: function (v) { __made[name] = v; },
      enumerable: true, configurable: true
    });
  }
  lazy('thisLayer', function () { return new Layer(__layerId); });
  lazy('thisComp', function () { return Comp(__compId); });
  lazy('thisProperty', function () {
    return __kind === 2 ? __pathProperty(new Property(__pid, time), __pid) : new Property(__pid, time);
  });
  lazy('numKeys', function () { return thisProperty.numKeys; });
  lazy('velocity', function () { return __kind !== 0 ? thisProperty.velocity : __velocityAt(__pid, time); });
  lazy('transform', function () { return thisLayer.transform; });
  lazy('parent', function () { return thisLayer.parent; });
  ['index', 'inPoint', 'outPoint', 'startTime', 'width', 'height', 'hasParent'].forEach(function (n) {
    lazy(n, function () { return thisLayer[n]; });
  });
})(this);

/// The runner: sets the globals for one evaluation, calls the expression, returns its result
/// as an array of numbers. `v` is the property's keyframed value, a new array each call.
function __laminaRun(fn, t, pid, layerId, compId, frameRate, seed, kind, v) {
  var isArray = kind !== 0;
  __frameRate = frameRate;
  time = t; __pid = pid; __layerId = layerId; __compId = compId; __kind = kind;
  value = kind === 2 ? __pathProperty(v, pid) : isArray ? v : v[0];
  __seed = seed; __timeless = false; __seedPending = true; __seedTime = t;
  __made = {};
  $bm_rt = undefined;
  var completion = fn();
  var r = $bm_rt !== undefined ? $bm_rt : completion;
  if (r === undefined) throw new Error('the expression sets no $bm_rt and ends in no value');
  if (typeof r === 'number' || r instanceof Number || typeof r === 'boolean') return [Number(r)];
  if (r !== null && typeof r === 'object' && typeof r.length === 'number') {
    var out = [];
    for (var j = 0; j < r.length; j++) out[j] = Number(r[j]);
    return out;
  }
  throw new Error('expected a number or an array of numbers from $bm_rt, found ' + r);
}
"""#
}
