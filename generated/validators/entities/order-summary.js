// DO NOT EDIT: generated from schemas/entities/order-summary.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderSummary","description":"An order in a list (order history, the admin's orders).","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"number":{"type":"string","pattern":"^[0-9]{4}-[0-9]{6}$","minLength":11,"maxLength":20},"status":{"$ref":"./order-status.schema.json"},"paymentStatus":{"type":"string","description":"unpaid: done at once and not yet marked paid; awaiting: a card order waiting for its gateway; flagged: the gateway reported another amount or currency (decision 045).","enum":["unpaid","awaiting","paid","failed","expired","flagged","refunded"]},"paymentKind":{"type":"string","enum":["cashOnDelivery","bankTransfer","card","wallet"]},"email":{"type":"string","maxLength":254,"minLength":1},"customerName":{"type":"string","maxLength":201},"total":{"type":"integer","minimum":0,"maximum":100000000000},"currency":{"$ref":"./currency.schema.json"},"itemCount":{"type":"integer","minimum":0,"maximum":10000000},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","number","status","paymentStatus","paymentKind","email","customerName","total","currency","itemCount","createdAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/order-summary.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"OrderStatus","description":"An order's state (issue 17): new -> processing -> shipped -> delivered; new or processing -> cancelled (stock returned).","type":"string","enum":["new","processing","shipped","delivered","cancelled"],"$id":"https://schemas.vitrina.local/entities/order-status.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Currency","description":"A currency (spec 3 currency settings): id, label and symbol.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"label":{"type":"string","maxLength":10,"minLength":1},"symbol":{"type":"string","maxLength":10,"minLength":1}},"required":["id","label","symbol"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/currency.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const pattern0 = new RegExp("^[0-9]{4}-[0-9]{6}$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/order-summary.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.number === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.paymentStatus === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentStatus"},message:"must have required property '"+"paymentStatus"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.paymentKind === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paymentKind"},message:"must have required property '"+"paymentKind"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.email === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.customerName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "customerName"},message:"must have required property '"+"customerName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.total === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.currency === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.itemCount === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "itemCount"},message:"must have required property '"+"itemCount"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.createdAt === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.number !== undefined){
let data1 = data.number;
if(typeof data1 === "string"){
if(func1(data1) > 20){
const err15 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data1) < 11){
const err16 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minLength",keyword:"minLength",params:{limit: 11},message:"must NOT have fewer than 11 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data1)){
const err17 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{6}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{6}$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/status",schemaPath:"./order-status.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((data2 === "new") || (data2 === "processing")) || (data2 === "shipped")) || (data2 === "delivered")) || (data2 === "cancelled"))){
const err20 = {instancePath:instancePath+"/status",schemaPath:"./order-status.schema.json/enum",keyword:"enum",params:{allowedValues: schema1.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.paymentStatus !== undefined){
let data3 = data.paymentStatus;
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((((((data3 === "unpaid") || (data3 === "awaiting")) || (data3 === "paid")) || (data3 === "failed")) || (data3 === "expired")) || (data3 === "flagged")) || (data3 === "refunded"))){
const err22 = {instancePath:instancePath+"/paymentStatus",schemaPath:"#/properties/paymentStatus/enum",keyword:"enum",params:{allowedValues: schema0.properties.paymentStatus.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.paymentKind !== undefined){
let data4 = data.paymentKind;
if(typeof data4 !== "string"){
const err23 = {instancePath:instancePath+"/paymentKind",schemaPath:"#/properties/paymentKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((((data4 === "cashOnDelivery") || (data4 === "bankTransfer")) || (data4 === "card")) || (data4 === "wallet"))){
const err24 = {instancePath:instancePath+"/paymentKind",schemaPath:"#/properties/paymentKind/enum",keyword:"enum",params:{allowedValues: schema0.properties.paymentKind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.email !== undefined){
let data5 = data.email;
if(typeof data5 === "string"){
if(func1(data5) > 254){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data5) < 1){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.customerName !== undefined){
let data6 = data.customerName;
if(typeof data6 === "string"){
if(func1(data6) > 201){
const err28 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/maxLength",keyword:"maxLength",params:{limit: 201},message:"must NOT have more than 201 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/customerName",schemaPath:"#/properties/customerName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.total !== undefined){
let data7 = data.total;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err30 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 100000000000 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000000},message:"must be <= 100000000000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err32 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.currency !== undefined){
let data8 = data.currency;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.id === undefined){
const err33 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.label === undefined){
const err34 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.symbol === undefined){
const err35 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/required",keyword:"required",params:{missingProperty: "symbol"},message:"must have required property '"+"symbol"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key1 in data8){
if(!(((key1 === "id") || (key1 === "label")) || (key1 === "symbol"))){
const err36 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data8.id !== undefined){
let data9 = data8.id;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err37 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2147483647 || isNaN(data9)){
const err38 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err39 = {instancePath:instancePath+"/currency/id",schemaPath:"./currency.schema.json/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data8.label !== undefined){
let data10 = data8.label;
if(typeof data10 === "string"){
if(func1(data10) > 10){
const err40 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data10) < 1){
const err41 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/currency/label",schemaPath:"./currency.schema.json/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data8.symbol !== undefined){
let data11 = data8.symbol;
if(typeof data11 === "string"){
if(func1(data11) > 10){
const err43 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func1(data11) < 1){
const err44 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/currency/symbol",schemaPath:"./currency.schema.json/properties/symbol/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath:instancePath+"/currency",schemaPath:"./currency.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.itemCount !== undefined){
let data12 = data.itemCount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err47 = {instancePath:instancePath+"/itemCount",schemaPath:"#/properties/itemCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10000000 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/itemCount",schemaPath:"#/properties/itemCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err49 = {instancePath:instancePath+"/itemCount",schemaPath:"#/properties/itemCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.createdAt !== undefined){
let data13 = data.createdAt;
if(typeof data13 === "string"){
if(func1(data13) > 40){
const err50 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(formats0.validate(data13))){
const err51 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

