<?php
// A merchant's backend for <crypto-checkout>, in plain PHP: no framework, no extension beyond json and hash.
//
// It creates invoices with the payment API (the API key stays here, never in the page), serves each one as the
// element's `src` (polling, ETag and 304), and takes the sandbox's signed events, which move the status forward.
//
//   PAYMENT_API_BASE_URL=http://127.0.0.1:4010 PAYMENT_API_KEY=sk_sandbox_local \
//   SANDBOX_WEBHOOK_SECRET=whsec_local php -S 127.0.0.1:3000 index.php
//
// docs/backends.md describes every route; tests.php tests the signature check (php tests.php). PHP forgets
// everything between two requests, so invoices are kept as JSON files in DATA_DIR (one machine only): keep them in
// your database instead.
declare(strict_types=1);

const CART_TOTAL = '49.99'; // EUR: the amount comes from the server's cart, never from the request
// Your orders table, unless ORDERS_FILE names a JSON file standing in for it (order reference => order).
const DEFAULT_ORDERS = ['1001' => ['amountBilled' => '49.99', 'billedCurrency' => 'EUR']];
// What the coin picker offers: the sandbox's networks. A real account lists the ones it has.
const METHODS = [
    ['currency' => 'BTC', 'network' => 'bitcoin', 'name' => 'Bitcoin'],
    ['currency' => 'ETH', 'network' => 'ethereum', 'name' => 'Ethereum'],
    ['currency' => 'USDT', 'network' => 'tron:usdt', 'name' => 'Tron (TRC-20)'],
    ['currency' => 'USDT', 'network' => 'ethereum:usdt', 'name' => 'Ethereum (ERC-20)'],
    ['currency' => 'USDC', 'network' => 'ethereum:usdc', 'name' => 'Ethereum (ERC-20)'],
    ['currency' => 'LTC', 'network' => 'litecoin', 'name' => 'Litecoin'],
    ['currency' => 'XRP', 'network' => 'xrp', 'name' => 'XRP Ledger'],
    ['currency' => 'TRX', 'network' => 'tron', 'name' => 'Tron'],
];
const ID = '/^[A-Za-z0-9_-]{1,100}$/';
const DECIMAL = '/\A[0-9]+(\.[0-9]+)?\z/';
// What a browser's request may carry to create an invoice: JSON, which a form of another site cannot send.
const JSON_TYPE = '/\Aapplication\/([a-z0-9!#$&^_.+-]+\+)?json\z/';
// A status only moves up this ladder; processing and on_hold may swap (a review); the final ones never move.
const RANK = ['pending' => 0, 'processing' => 1, 'on_hold' => 1,
    'completed' => 2, 'expired' => 2, 'cancelled' => 2, 'rejected' => 2];
// An order whose latest invoice has one of these is paid, or being paid: it takes no other invoice.
const PAID = ['processing', 'on_hold', 'completed'];
const FINAL_STATUSES = ['completed', 'expired', 'cancelled', 'rejected'];
const RATE_SECONDS = 20 * 60; // the exchange rate holds 20 minutes from createdAt (the payment API's limits)
const MAX_BODY = 1 << 20;
const MAX_ORDER_BODY = 2048; // a currency and a network: nothing longer is a choice
const JSON_FLAGS = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
ini_set('default_mimetype', ''); // no text/html on answers without a body

const PAGE = <<<'HTML'
<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>Checkout</title>
<script type="module" src="/crypto-checkout.min.js"></script>
<crypto-checkout></crypto-checkout>
<script type="module">
  // Only this server's invoices: a link must not make the page show another site's payment.
  const src = new URLSearchParams(location.search).get('src') ?? '';
  if (/^\/invoices\/[A-Za-z0-9_-]{1,100}$/.test(src)) document.querySelector('crypto-checkout').src = src;
</script>

HTML;

final class ApiError extends Exception
{
    // A creation the payment API refused (422: what the page chose, passed on) or that failed (502).
    public function __construct(public int $status, public mixed $errors)
    {
        parent::__construct((string) $status);
    }
}

function env(string $name, ?string $default = null): string
{
    $value = getenv($name);
    if ($value === false || $value === '') {
        $value = $default ?? throw new RuntimeException("Set $name.");
    }
    return $value;
}

function send(int $status, string $body = '', string $type = 'application/json', array $headers = []): never
{
    // The built-in server writes Date; behind nginx or Apache, they do. The element reads it to fix the clock.
    foreach ($headers as $name => $value) {
        header("$name: $value");
    }
    http_response_code($status); // after Location, which would otherwise turn a 200 into a 302
    if ($status !== 204 && $status !== 304) { // these two have no body
        header("Content-Type: $type");
    }
    echo $body;
    exit;
}

function sendJson(int $status, mixed $value, string $type = 'application/json', array $headers = []): never
{
    send($status, json_encode($value, JSON_FLAGS), $type, ['Cache-Control' => 'no-store'] + $headers);
}

// Invoices and orders as JSON files, written whole and renamed into place so a reader never sees half of one.
function file_of(string $name): string
{
    $dir = env('DATA_DIR', sys_get_temp_dir() . '/crypto-checkout-php');
    is_dir($dir) || mkdir($dir, 0700, true);
    return "$dir/$name";
}

function load(string $name): ?string
{
    $text = @file_get_contents(file_of("$name.json"));
    return $text === false ? null : $text;
}

function save(string $name, string $text): void
{
    $temporary = file_of("$name.json." . bin2hex(random_bytes(4)));
    file_put_contents($temporary, $text);
    rename($temporary, file_of("$name.json"));
}

// Runs $change with an exclusive lock: requests may run at once (PHP-FPM, PHP_CLI_SERVER_WORKERS).
function locked(string $name, callable $change): mixed
{
    $lock = fopen(file_of("$name.lock"), 'c');
    flock($lock, LOCK_EX);
    try {
        return $change();
    } finally {
        fclose($lock);
    }
}

function invoice(string $id): ?object
{
    $text = preg_match(ID, $id) ? load("invoice-$id") : null;
    return $text === null ? null : json_decode($text); // objects, not arrays: `"meta": {}` stays an object
}

// An order's invoices: "methods" maps "<currency> <network>" to the invoice id, "latest" is the one created last,
// "billed" maps each invoice id to the order it was created for ({"amountBilled", "billedCurrency"}).
function order_record(string $ref): array
{
    return json_decode(load("order-$ref") ?? '{"methods": {}, "latest": null, "billed": {}}', true);
}

// The order $ref from the orders table, read at each request as a database would be; null for no such order, a 500
// when the table cannot be read.
function load_order(string $ref): ?array
{
    $orders = DEFAULT_ORDERS;
    $file = getenv('ORDERS_FILE');
    if ($file !== false && $file !== '') {
        $table = json_decode((string) @file_get_contents($file));
        $orders = is_object($table) ? get_object_vars($table) : null; // a JSON object: a list is no table
    }
    if (is_array($orders) && !array_key_exists($ref, $orders)) {
        return null;
    }
    $order = is_array($orders) ? (array) $orders[$ref] : [];
    if (canonical($order['amountBilled'] ?? null) === null || !is_string($order['billedCurrency'] ?? null)
        || $order['billedCurrency'] === '') {
        error_log("ORDERS_FILE: no orders table, or order $ref is not {\"amountBilled\", \"billedCurrency\"}");
        sendJson(500, ['error' => 'the orders table cannot be read']);
    }
    return $order;
}

function create_invoice(array $attributes): object
{
    // The API key never leaves this server. file_get_contents needs no extension (curl is not in php-cli).
    $context = stream_context_create(['http' => [
        'method' => 'POST',
        'header' => ['Authorization: Bearer ' . env('PAYMENT_API_KEY'), 'Content-Type: application/vnd.api+json'],
        'content' => json_encode(['data' => ['type' => 'invoices', 'attributes' => $attributes]], JSON_FLAGS),
        'ignore_errors' => true, // read the body of a refusal too
        'timeout' => 30,
    ]]);
    $base = rtrim(env('PAYMENT_API_BASE_URL', 'http://127.0.0.1:4010'), '/');
    $text = @file_get_contents("$base/api/public/v1/invoices", false, $context);
    if ($text === false) {
        throw new ApiError(502, 'the payment API did not answer');
    }
    $status = (int) explode(' ', $http_response_header[0])[1];
    $document = json_decode($text);
    if ($status === 422) {
        throw new ApiError(422, $document->errors ?? null);
    }
    if ($status < 200 || $status > 299) {
        throw new ApiError(502, "the payment API answered $status");
    }
    if (!preg_match(ID, (string) ($document->data->id ?? ''))) {
        throw new ApiError(502, 'the payment API answered no invoice');
    }
    save('invoice-' . $document->data->id, json_encode($document, JSON_FLAGS));
    return $document;
}

// The sandbox's Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, within 300 s either way. False,
// never a warning, for any bytes: strings compared as bytes, t only ASCII digits and short enough for an int.
function verify_event(string $raw, string $header): bool
{
    $timestamps = $signatures = [];
    foreach (explode(',', $header) as $item) {
        [$key, $value] = array_pad(explode('=', trim($item, " \t"), 2), 2, null);
        if ($key === 't' && $value !== null) {
            $timestamps[] = $value;
        } elseif ($key === 'v1' && $value !== null) {
            $signatures[] = $value;
        }
    }
    if (count($timestamps) !== 1 || !preg_match('/\A[0-9]{1,18}\z/', $timestamps[0]) || !$signatures) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestamps[0] . '.' . $raw, env('SANDBOX_WEBHOOK_SECRET'));
    $matched = array_filter($signatures, fn ($signature) => hash_equals($expected, $signature));
    return $matched && abs(time() - (int) $timestamps[0]) <= 300; // older or later: a replay
}

// What the payer must pay: an event may move the status, never change this.
function payment(object $document): array
{
    $attributes = $document->data->attributes;
    $fields = [];
    foreach (['amountCharged', 'chargedCurrency', 'network', 'networkName'] as $key) {
        $fields[] = $attributes->$key ?? null;
    }
    foreach ($document->included ?? [] as $item) {
        if (($item->type ?? null) === 'addresses') {
            $fields[] = $item->attributes->value ?? null;
        }
    }
    return $fields;
}

function status_of(object $document): mixed
{
    return $document->data->attributes->status ?? 'pending'; // a document without one has just been created
}

// Seconds since the epoch of an ISO 8601 date with its zone; null for anything else.
function timestamp(mixed $value): ?float
{
    $iso = '/\A\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)\z/';
    $date = is_string($value) && preg_match($iso, $value) ? date_create_immutable($value) : false;
    return $date === false ? null : (float) $date->format('U.u');
}

// Payable now: not final, and before both its expiresAt and the end of its rate (createdAt + 20 minutes), by this
// server's clock, as the API may not have told us yet. The element's rule (src/core/invoice.ts): an invoice may outlive
// its rate. Dates we cannot read: not open.
function is_open(object $document): bool
{
    $created = timestamp($document->data->attributes->createdAt ?? null);
    $expires = timestamp($document->data->attributes->expiresAt ?? null);
    return $created !== null && $expires !== null && !in_array(status_of($document), FINAL_STATUSES, true)
        && microtime(true) < min($expires, $created + RATE_SECONDS);
}

// A decimal string by its value: "010.50", "10.5" and "10.500" are "10.5", "10.0" is "10". Never a float.
function canonical(mixed $amount): ?string
{
    if (!is_string($amount) || !preg_match(DECIMAL, $amount)) {
        return null;
    }
    [$whole, $fraction] = array_pad(explode('.', $amount, 2), 2, '');
    $whole = ltrim($whole, '0') ?: '0';
    $fraction = rtrim($fraction, '0');
    return $fraction === '' ? $whole : "$whole.$fraction";
}

// Whether an invoice created for $billed (the order as it was then) is still the order's: same currency, same
// amount by value.
function matches(?array $billed, array $order): bool
{
    return $billed !== null && $billed['billedCurrency'] === $order['billedCurrency']
        && canonical($billed['amountBilled']) !== null
        && canonical($billed['amountBilled']) === canonical($order['amountBilled']);
}

// Whether a reload of the order shows this invoice, its latest. Paid or being paid: always, so the payer sees what
// became of their payment, whatever the order says now. Otherwise only while it is the order's ($billed matches
// it) and open, or rejected; else the payer chooses again.
function to_resume(object $document, ?array $billed, array $order): bool
{
    $status = status_of($document);
    return in_array($status, PAID, true)
        || (matches($billed, $order) && ($status === 'rejected' || is_open($document)));
}

// The body's JSON object, or a 400; also for more than $limit bytes, and for no body unless $allowEmpty (then {}).
// Another site's request, or a body not typed as JSON, is refused first (refuse_cross_site).
function read_json(int $limit, bool $allowEmpty): object
{
    $raw = (string) file_get_contents('php://input', false, null, 0, $limit + 1);
    refuse_cross_site();
    $body = $raw === '' && $allowEmpty ? new stdClass() : json_decode($raw);
    return is_object($body) && strlen($raw) <= $limit ? $body : sendJson(400, ['error' => 'send a JSON object']);
}

// Whether the Origin header names this server: a URL (with a scheme) whose host[:port] is the Host header. `null`:
// no.
function same_host(string $origin, string $host): bool
{
    $url = parse_url($origin);
    if (!is_array($url) || !isset($url['scheme'], $url['host'])) {
        return false;
    }
    $authority = $url['host'] . (isset($url['port']) ? ":{$url['port']}" : '');
    return strtolower($authority) === strtolower($host);
}

// For the routes that create invoices: 403 for what another site's page may have sent, 415 for a body not typed as
// JSON (a form can send other types without asking the server first).
function refuse_cross_site(): void
{
    $origin = $_SERVER['HTTP_ORIGIN'] ?? null;
    if ($origin !== null && !same_host($origin, $_SERVER['HTTP_HOST'] ?? '')) {
        sendJson(403, ['error' => 'cross-site request']);
    }
    if (in_array($_SERVER['HTTP_SEC_FETCH_SITE'] ?? '', ['cross-site', 'same-site'], true)) {
        sendJson(403, ['error' => 'cross-site request']);
    }
    $type = strtolower(trim(explode(';', $_SERVER['CONTENT_TYPE'] ?? '', 2)[0]));
    if (!preg_match(JSON_TYPE, $type)) {
        sendJson(415, ['error' => 'send Content-Type: application/json']);
    }
}

// The `src` endpoint: the stored document, polled by the element; 304 while it is unchanged.
function serve_invoice(string $id): never
{
    $body = preg_match(ID, $id) ? load("invoice-$id") : null;
    if ($body === null) {
        sendJson(404, ['error' => 'no such invoice']);
    }
    $etag = '"' . substr(hash('sha256', $body), 0, 32) . '"';
    $headers = ['ETag' => $etag, 'Cache-Control' => 'private, max-age=5'];
    // Compared here, weakly: the browser sends Cache-Control: no-cache, which generic freshness helpers misread.
    foreach (explode(',', $_SERVER['HTTP_IF_NONE_MATCH'] ?? '') as $tag) {
        if (in_array(trim($tag), ['*', $etag, "W/$etag"], true)) {
            send(304, '', '', $headers);
        }
    }
    send(200, $body, 'application/vnd.api+json', $headers);
}

function checkout(): never
{
    $body = read_json(MAX_BODY, true);
    $currency = $body->currency ?? '';
    $currency = $currency === '' ? 'BTC' : $currency;
    if (!is_string($currency)) {
        sendJson(400, ['error' => 'send {"currency": "BTC"} or nothing']);
    }
    $document = create_invoice([
        'amountBilled' => CART_TOTAL,
        'billedCurrency' => 'EUR',
        'chargedCurrency' => $currency,
        'reference' => 'cart-' . bin2hex(random_bytes(8)), // unique per invoice, as the API requires
    ]);
    $src = '/invoices/' . $document->data->id;
    sendJson(201, ['src' => $src], 'application/json', ['Location' => $src]);
}

// The coin picker's GET: the order's latest invoice, so that a reload resumes it, else the methods.
function order_methods(string $ref, array $order): never
{
    $record = order_record($ref);
    $latest = $record['latest'];
    $document = $latest === null ? null : invoice($latest);
    if ($document && to_resume($document, $record['billed'][$latest] ?? null, $order)) {
        // The methods ride along in meta: the payer may still choose another coin from the invoice's screen.
        $document->meta ??= new stdClass();
        $document->meta->methods = METHODS;
        // Content-Location: where the element follows this invoice's status (the `src` endpoint).
        sendJson(200, $document, 'application/vnd.api+json', ['Content-Location' => "/invoices/$latest"]);
    }
    // What is owed rides along, so the picker can say it before any invoice exists.
    sendJson(200, [
        'methods' => METHODS,
        'amountBilled' => $order['amountBilled'],
        'billedCurrency' => $order['billedCurrency'],
    ]);
}

// The coin picker's choice: the order's invoice for that method, created once while the order stays the same, for
// the order's amount.
function order_checkout(string $ref, array $order): never
{
    $body = read_json(MAX_ORDER_BODY, false);
    // Only chargedCurrency and network are read: the amount is the order's.
    $chosen = [$body->chargedCurrency ?? null, $body->network ?? null];
    $methods = array_filter(METHODS, fn ($method) => [$method['currency'], $method['network']] === $chosen);
    $method = reset($methods);
    if (!$method) {
        sendJson(422, ['error' => 'not a payment method of this shop']);
    }
    // One at a time, so two clicks make one invoice.
    [$status, $document] = locked("order-$ref", function () use ($ref, $order, $method) {
        $record = order_record($ref);
        $latest = $record['latest'] === null ? null : invoice($record['latest']);
        if ($latest && in_array(status_of($latest), PAID, true)) {
            return [409, null];
        }
        $key = "{$method['currency']} {$method['network']}";
        $id = $record['methods'][$key] ?? null;
        $existing = $id === null ? null : invoice($id);
        // Only while it is for the order as it is now: a changed amount or currency needs a new invoice.
        if ($existing && matches($record['billed'][$id] ?? null, $order) && is_open($existing)) {
            return [200, $existing]; // the invoice the payer already has for that method: no second one
        }
        $document = create_invoice([
            'amountBilled' => $order['amountBilled'],
            'billedCurrency' => $order['billedCurrency'],
            'chargedCurrency' => $method['currency'],
            'network' => $method['network'],
            'reference' => "$ref-" . bin2hex(random_bytes(4)), // unique per invoice, as the API requires
        ]);
        $record['methods'][$key] = $document->data->id;
        $record['latest'] = $document->data->id; // what a reload of the order resumes
        $record['billed'][$document->data->id] = [
            'amountBilled' => $order['amountBilled'],
            'billedCurrency' => $order['billedCurrency'],
        ];
        save("order-$ref", json_encode($record, JSON_FLAGS));
        return [201, $document];
    });
    if ($status === 409) {
        sendJson(409, ['error' => 'this order has a payment already']);
    }
    sendJson($status, $document, 'application/vnd.api+json', ['Location' => '/invoices/' . $document->data->id]);
}

function payment_event(): never
{
    // No cross-site check here: the sandbox's server sends this, not a browser, and the signature proves it.
    $raw = file_get_contents('php://input'); // the bytes as received: the signature covers them, not a re-encoding
    if (!verify_event($raw, $_SERVER['HTTP_SANDBOX_SIGNATURE'] ?? '')) {
        sendJson(400, ['error' => 'bad signature']);
    }
    $event = json_decode($raw);
    $id = $event->data->id ?? null;
    if (!is_string($id) || !is_object($event->data->attributes ?? null)) {
        sendJson(400, ['error' => 'not an invoice document']);
    }
    $refusal = locked('invoices', function () use ($event, $id) {
        $stored = invoice($id);
        if ($stored === null) {
            return [404, 'not an invoice of this shop'];
        }
        $status = status_of($event);
        if (!is_string($status) || !isset(RANK[$status]) || payment($event) !== payment($stored)) {
            return [422, 'unknown status, or the payment changed'];
        }
        $current = status_of($stored);
        if (RANK[$status] > RANK[$current] || (RANK[$status] === 1 && RANK[$current] === 1 && $status !== $current)) {
            $stored->data->attributes->status = $status;
            save("invoice-$id", json_encode($stored, JSON_FLAGS));
            // Fulfil the order here, on the status this server learned, once per invoice: never on the
            // browser's checkout-status events or its redirect, which a payer can fake without paying.
        }
        return null;
    });
    if ($refusal) {
        sendJson($refusal[0], ['error' => $refusal[1]]);
    }
    // A repeated or late event changes nothing and is answered 204 too, so the sandbox stops retrying.
    send(204);
}

function route(): never
{
    $method = $_SERVER['REQUEST_METHOD'];
    $path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
    $ref = preg_match('#^/order/([^/]+)/checkout$#', $path, $match) ? $match[1] : null;
    $order = $ref === null ? null : load_order($ref);
    try {
        if ($method === 'GET' && $path === '/') {
            send(200, PAGE, 'text/html; charset=utf-8');
        } elseif ($method === 'GET' && $path === '/crypto-checkout.min.js') {
            $static = env('STATIC_DIR', __DIR__ . '/../../../dist');
            $script = @file_get_contents("$static/crypto-checkout.min.js");
            if ($script === false) {
                sendJson(404, ['error' => 'no crypto-checkout.min.js in STATIC_DIR (npm run build)']);
            }
            send(200, $script, 'text/javascript; charset=utf-8');
        } elseif ($method === 'GET' && preg_match('#^/invoices/([^/]+)$#', $path, $match)) {
            serve_invoice($match[1]);
        } elseif ($method === 'GET' && $order !== null) {
            order_methods($ref, $order);
        } elseif ($method === 'POST' && $path === '/checkout') {
            checkout();
        } elseif ($method === 'POST' && $path === '/payment-events') {
            payment_event();
        } elseif ($method === 'POST' && $order !== null) {
            order_checkout($ref, $order);
        }
        sendJson(404, ['error' => 'not found']);
    } catch (ApiError $error) {
        sendJson($error->status, ['error' => $error->errors]);
    }
}

// Served (php -S, PHP-FPM, a web server's module), not loaded by tests.php on the command line.
if (PHP_SAPI !== 'cli') {
    route();
}
