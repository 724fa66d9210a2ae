<?php
// The signature check of index.php: php tests.php (exit code 0 when every check holds). On the command line,
// index.php defines its functions and serves nothing.
declare(strict_types=1);

putenv('SANDBOX_WEBHOOK_SECRET=whsec_test'); // what index.php reads, standing in for a shop's secret
require __DIR__ . '/index.php';

// Any warning or notice is a failure too: the check must take any bytes quietly.
set_error_handler(function (int $level, string $message): never {
    throw new ErrorException($message, 0, $level);
});

const BODY = '{"data": {"id": "inv_1", "type": "invoices"}}';
$failures = 0;

function sign(string $body, ?int $t = null, string $secret = 'whsec_test'): string
{
    $t ??= time();
    return "t=$t,v1=" . hash_hmac('sha256', "$t.$body", $secret);
}

function check(string $name, bool $expected, string $header, string $body = BODY): void
{
    global $failures;
    try {
        $verified = verify_event($body, $header);
    } catch (Throwable $error) {
        $verified = get_class($error) . ': ' . $error->getMessage();
    }
    if ($verified !== $expected) {
        $failures++;
        echo "FAIL $name: expected ", var_export($expected, true), ', got ', var_export($verified, true), "\n";
    }
}

$now = time();
$right = explode('v1=', sign(BODY, $now))[1];
// PHP strings are bytes, as a header arrives: 'é' here is its two UTF-8 bytes.

check('a correct signature', true, sign(BODY));
check('a correct signature, with spaces', true, ' ' . str_replace(',', ', ', sign(BODY)));
check('no header', false, '');
check('another secret', false, sign(BODY, null, 'whsec_someone_else'));
check('another body', false, sign('{"data": {}}'));
check('stale', false, sign(BODY, $now - 400));
check('from the future', false, sign(BODY, $now + 400));
check('bytes past ASCII', false, "t=$now,v1=" . str_repeat("\xff", 64));
check('UTF-8 past ASCII', false, "t=$now,v1=" . str_repeat('é', 32));
check('invalid UTF-8', false, "t=$now,v1=" . str_repeat('€', 21) . "\xe2");
check('bytes 0x80 and 0xfe', false, "t=$now,v1=" . str_repeat("\x80\xfe", 32));
check('not hex, the right length', false, "t=$now,v1=" . str_repeat('g', 64));
check('Arabic-Indic digits in t', false, "t=١٢٣,v1=$right");
check('a byte past ASCII after t', false, "t=$now\xff,v1=$right");
check('a no-break space after t', false, "t=$now\xc2\xa0,v1=$right");
check('a t too long for an int', false, 't=' . str_repeat('9', 5000) . ",v1=$right");
check('junk', false, "\xff=\xff,\xfe");

echo $failures === 0 ? "OK: the signature check\n" : "$failures failed\n";
exit($failures === 0 ? 0 : 1);
